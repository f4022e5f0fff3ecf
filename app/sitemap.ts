import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";

/** Static routes; blog posts and services are merged in by their own modules (lead). */
const staticRoutes = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/calculator", priority: 0.8, changeFrequency: "monthly" },
  { path: "/creditCardCalculator", priority: 0.7, changeFrequency: "monthly" },
  { path: "/EMICalculator", priority: 0.7, changeFrequency: "monthly" },
  { path: "/rentvsbuyCalculator", priority: 0.7, changeFrequency: "monthly" },
  { path: "/SavingsCalculator", priority: 0.7, changeFrequency: "monthly" },
  { path: "/AutoLoanCalculator", priority: 0.7, changeFrequency: "monthly" },
  { path: "/TripCostCalculator", priority: 0.7, changeFrequency: "monthly" },
  { path: "/BlogPage", priority: 0.8, changeFrequency: "daily" },
  { path: "/dynamics", priority: 0.7, changeFrequency: "weekly" },
  { path: "/partnerPrice", priority: 0.8, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.5, changeFrequency: "yearly" },
  { path: "/signup", priority: 0.6, changeFrequency: "yearly" },
  { path: "/privacyPolicy", priority: 0.3, changeFrequency: "yearly" },
  { path: "/account-deletion", priority: 0.3, changeFrequency: "yearly" },
] as const satisfies { path: string; priority: number; changeFrequency: MetadataRoute.Sitemap[number]["changeFrequency"] }[];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getEnv().APP_URL;
  return staticRoutes.map((r) => ({ url: `${base}${r.path === "/" ? "" : r.path}`, changeFrequency: r.changeFrequency, priority: r.priority }));
}

import type { MetadataRoute } from "next";
import { calculatorPaths } from "@/lib/calculators/catalog";

/**
 * The site's public pages whose path holds no id: the sitemap lists them, and page views are counted on
 * them, on published posts and on published services only.
 */
export const publicPages = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/calculator", priority: 0.8, changeFrequency: "monthly" },
  ...calculatorPaths.map((path) => ({ path, priority: 0.7, changeFrequency: "monthly" as const })),
  { path: "/BlogPage", priority: 0.8, changeFrequency: "daily" },
  { path: "/dynamics", priority: 0.7, changeFrequency: "weekly" },
  { path: "/partnerPrice", priority: 0.8, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.5, changeFrequency: "yearly" },
  { path: "/signup", priority: 0.6, changeFrequency: "yearly" },
  { path: "/privacyPolicy", priority: 0.3, changeFrequency: "yearly" },
  { path: "/account-deletion", priority: 0.3, changeFrequency: "yearly" },
] as const satisfies {
  path: string;
  priority: number;
  changeFrequency: MetadataRoute.Sitemap[number]["changeFrequency"];
}[];

/** Public pages the sitemap leaves out (not for search engines) whose views still count. */
export const unlistedPublicPaths: readonly string[] = ["/offer-ended", "/Privacypolicy"];

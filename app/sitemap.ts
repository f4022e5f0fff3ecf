import type { MetadataRoute } from "next";
import { calculatorPaths } from "@/lib/calculators/catalog";
import { listBlogSitemapEntries } from "@/lib/data/blog";
import { listServiceSitemapEntries } from "@/lib/data/services";
import { getEnv } from "@/lib/env";

// Rebuilt when posts or services change (their data is cached under the blog/services tags),
// and at least hourly.
export const revalidate = 3600;

const staticRoutes = [
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

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().APP_URL;
  const [posts, services] = await Promise.all([listBlogSitemapEntries(), listServiceSitemapEntries()]);
  return [
    ...staticRoutes.map((r) => ({
      url: `${base}${r.path === "/" ? "" : r.path}`,
      changeFrequency: r.changeFrequency,
      priority: r.priority,
    })),
    ...posts.map((p) => ({
      url: `${base}${p.path}`,
      lastModified: p.lastModified,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...services.map((s) => ({
      url: `${base}${s.path}`,
      lastModified: s.lastModified,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}

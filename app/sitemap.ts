import type { MetadataRoute } from "next";
import { publicPages } from "@/lib/site-pages";
import { listBlogSitemapEntries } from "@/lib/data/blog";
import { listServiceSitemapEntries } from "@/lib/data/services";
import { getEnv } from "@/lib/env";

// Rebuilt when posts or services change (their data is cached under the blog/services tags),
// and at least hourly.
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().APP_URL;
  const [posts, services] = await Promise.all([listBlogSitemapEntries(), listServiceSitemapEntries()]);
  return [
    ...publicPages.map((r) => ({
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

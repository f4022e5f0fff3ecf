"use client";

import { useSearchParams } from "next/navigation";
import type { BlogCardData } from "./blog-card";
import { BlogListView } from "./blog-list-view";

/** Reads the tag from the URL; the page stays static because only this leaf depends on the query. */
export function BlogBrowser({ posts, tags }: { posts: BlogCardData[]; tags: string[] }) {
  const tag = useSearchParams().get("tag");
  return <BlogListView posts={posts} tags={tags} activeTag={tag} hydrated />;
}

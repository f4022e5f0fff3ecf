"use client";

import { useSearchParams } from "next/navigation";
import { useHydrated } from "@/components/calculators/use-hydrated";
import { useLinkQuery } from "@/components/shared-link/link-query";
import type { BlogListItem } from "./blog-card";
import { BlogListView } from "./blog-list-view";

type Props = { posts: BlogListItem[]; tags: string[] };

/** Reads the tag from the URL; the page stays static because only this leaf depends on the query. */
export function BlogBrowser({ posts, tags }: Props) {
  const tag = useSearchParams().get("tag");
  return <BlogListView posts={posts} tags={tags} activeTag={tag} hydrated />;
}

/**
 * The static page's fallback (every post), and in a /BlogPage?tag= link's twin that tag's posts, so the
 * first paint is already filtered (decision 312).
 */
export function BlogBrowserFromLink({ posts, tags }: Props) {
  const tag = useLinkQuery().get("tag");
  return <BlogListView posts={posts} tags={tags} activeTag={tag} hydrated={useHydrated()} />;
}

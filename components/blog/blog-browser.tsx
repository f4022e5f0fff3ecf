"use client";

import { useHydrated } from "@/components/ui/use-hydrated";
import { useLinkQuery } from "@/components/shared-link/link-query";
import type { BlogListItem } from "./blog-card";
import { BlogListView } from "./blog-list-view";

type Props = { posts: BlogListItem[]; tags: string[] };

/**
 * The post list with the link's tag: every post on the static page, that tag's posts in a /BlogPage?tag=
 * link's twin, so the first paint is already filtered (decision 312).
 */
export function BlogBrowser({ posts, tags }: Props) {
  const tag = useLinkQuery().get("tag");
  return <BlogListView posts={posts} tags={tags} activeTag={tag} hydrated={useHydrated()} />;
}

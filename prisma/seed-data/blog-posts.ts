// All demo blog posts, oldest first. Every title produces a distinct slug. One post has no tags
// (shown as 'General') and one has no images (shown with the placeholder).
import { companyPosts } from "./blog-posts-company";
import { moneyGuidePosts } from "./blog-posts-money";
import type { SeedBlogPost } from "./types";

export const blogPosts: SeedBlogPost[] = [...moneyGuidePosts, ...companyPosts].sort((a, b) =>
  a.publishedAt.localeCompare(b.publishedAt),
);

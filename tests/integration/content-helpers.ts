import { randomBytes } from "node:crypto";
import { posts } from "@/lib/console/content/posts";
import { services } from "@/lib/console/content/services";
import { createContent, deleteContent, updateContent } from "@/lib/console/content/store";
import { db } from "@/lib/db";
import type { BlogPostInput, BlogPostUpdate } from "@/lib/validations/blog";
import type { ServiceInput, ServiceUpdate } from "@/lib/validations/service";

// The content writes (lib/console/content/store.ts) for one kind, without the console's role check and
// audit entry: each expires the kind's cache tag, as the console's do.

export const createBlogPost = (input: BlogPostInput) => createContent(posts, input);
export const updateBlogPost = (id: string, update: BlogPostUpdate) => updateContent(posts, id, update);
export const publishBlogPost = (id: string, publishAt?: Date) =>
  updateContent(posts, id, { published: true, publishAt });
export const unpublishBlogPost = (id: string) => updateContent(posts, id, { published: false });
export const deleteBlogPost = (id: string) => deleteContent(posts, id);

export const createService = (input: ServiceInput) => createContent(services, input);
export const updateService = (id: string, update: ServiceUpdate) => updateContent(services, id, update);
export const deleteService = (id: string) => deleteContent(services, id);

/**
 * An image our storage adapter stored (its Upload row; no file is needed): the console accepts its URL
 * in a post or a service without a network check (decision 616).
 */
export async function recordedUpload(name = "image"): Promise<string> {
  const key = `${name}-${randomBytes(12).toString("hex")}.png`;
  await db.upload.create({ data: { key, url: `/uploads/${key}`, contentType: "image/png", size: 68 } });
  return `/uploads/${key}`;
}

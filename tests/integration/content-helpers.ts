import { randomBytes } from "node:crypto";
import { posts } from "@/lib/console/content/posts";
import { services } from "@/lib/console/content/services";
import { createContent, deleteContent, updateContent } from "@/lib/console/content/store";
import { db } from "@/lib/db";
import {
  blogPostInputSchema,
  blogPostUpdateSchema,
  type BlogPostInput,
  type BlogPostUpdate,
} from "@/lib/validations/blog";
import {
  serviceInputSchema,
  serviceUpdateSchema,
  type ServiceInput,
  type ServiceUpdate,
} from "@/lib/validations/service";

// The content writes (lib/console/content/store.ts) for one kind, without the console's role check and
// audit entry: each expires the kind's cache tag, as the console's do. They parse what they are given as
// the console's workflow does (the data layer takes parsed values).

export const createBlogPost = async (input: BlogPostInput) => createContent(posts, blogPostInputSchema.parse(input));
export const updateBlogPost = async (id: string, update: BlogPostUpdate) =>
  updateContent(posts, id, blogPostUpdateSchema.parse(update));
export const publishBlogPost = async (id: string, publishAt?: Date) =>
  updateContent(posts, id, blogPostUpdateSchema.parse({ published: true, publishAt }));
export const unpublishBlogPost = (id: string) => updateContent(posts, id, { published: false });
export const deleteBlogPost = (id: string) => deleteContent(posts, id);

export const createService = async (input: ServiceInput) => createContent(services, serviceInputSchema.parse(input));
export const updateService = async (id: string, update: ServiceUpdate) =>
  updateContent(services, id, serviceUpdateSchema.parse(update));
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

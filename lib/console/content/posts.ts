import "server-only";
import {
  BLOG_CACHE_TAG,
  blogPostExists,
  deleteBlogPost,
  findBlogPostRecord,
  insertBlogPost,
  listAllBlogPosts,
  updateBlogPost,
  type BlogPostRecord,
} from "@/lib/data/blog";
import {
  blogPostInputSchema,
  blogPostUpdateSchema,
  type BlogPostChanges,
  type BlogPostValues,
} from "@/lib/validations/blog";
import type { ContentKind } from "./kind";

/** Blog posts (decision 605): /BlogPage and /blog/{slug}. */
export const posts: ContentKind<BlogPostRecord, BlogPostValues, BlogPostChanges> = {
  name: "post",
  label: "Post",
  entityType: "BlogPost",
  permission: "content.write",
  cacheTag: BLOG_CACHE_TAG,
  create: blogPostInputSchema,
  fields: blogPostUpdateSchema.required({ title: true, description: true }),
  searchText: (p) => [p.title, ...p.tags],
  formValues: (p) => ({
    title: p.title,
    description: p.description,
    tags: p.tags.join(", "),
    images: p.images.join("\n"),
    imageAlts: p.imageAlts.join("\n"),
  }),
  formFields: ["title", "description", "tags", "images", "imageAlts"],
  snapshot: (p) => ({
    title: p.title,
    slug: p.slug,
    tags: p.tags,
    images: p.images,
    imageAlts: p.imageAlts,
    published: p.published,
    description: p.description.slice(0, 500),
  }),
  rows: {
    listAll: listAllBlogPosts,
    find: findBlogPostRecord,
    exists: blogPostExists,
    insert: insertBlogPost,
    update: updateBlogPost,
    delete: deleteBlogPost,
  },
};

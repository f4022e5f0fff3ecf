import "server-only";
import { revalidateTag } from "next/cache";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import {
  BLOG_CACHE_TAG,
  createBlogPost,
  deleteBlogPost,
  findBlogPostRecord,
  listAllBlogPosts,
  updateBlogPost,
  type BlogPostRecord,
} from "@/lib/data/blog";
import { assertCan } from "@/lib/staff/session";
import { blogPostUpdateSchema } from "@/lib/validations/blog";
import type { PostFormInput } from "@/lib/validations/staff";
import { contentAuditWriter, type ContentAction, type ContentKind } from "./content-audit";
import type { StaffContext } from "./partners";
import { explainMissingRow, validationFailed } from "./write-errors";

// Blog posts for the console (decision 605): the writes of lib/data/blog.ts, behind the role check, with
// the audit entry in the write's own transaction, and the public pages' cache expired at once (not
// stale-while-revalidate): a post published here is on /BlogPage at the next request, without a rebuild.

function expireBlogNow() {
  revalidateTag(BLOG_CACHE_TAG, { expire: 0 });
}

const snapshot = (p: BlogPostRecord | null) =>
  p && {
    title: p.title,
    slug: p.slug,
    tags: p.tags,
    images: p.images,
    published: p.published,
    description: p.description.slice(0, 500),
  };

export async function listPostsForConsole({ session }: StaffContext, search = ""): Promise<BlogPostRecord[]> {
  assertCan(session, "content.write");
  const q = search.trim().toLowerCase();
  const posts = await listAllBlogPosts();
  return q
    ? posts.filter((p) => p.title.toLowerCase().includes(q) || p.tags.some((t) => t.toLowerCase().includes(q)))
    : posts;
}

export async function getPostForConsole({ session }: StaffContext, id: string): Promise<BlogPostRecord> {
  assertCan(session, "content.write");
  const post = await findBlogPostRecord(id);
  if (!post) throw new AppError("not_found", "Post not found.");
  return post;
}

const POST: ContentKind<BlogPostRecord> = { action: "post", entityType: "BlogPost", noun: "post", snapshot };

const auditWriter = (ctx: StaffContext, action: ContentAction, before: BlogPostRecord | null, created = false) =>
  contentAuditWriter(POST, ctx, action, before, created);

/**
 * Create or edit from the form; `intent` publishes or unpublishes in the same step. One transaction holds
 * the change and its audit entry; an edit made on a version someone else has since saved is refused (409).
 */
export async function savePost(ctx: StaffContext, input: PostFormInput): Promise<BlogPostRecord> {
  assertCan(ctx.session, "content.write");
  const parsed = blogPostUpdateSchema.required({ title: true, description: true }).safeParse({
    title: input.title,
    description: input.description,
    tags: input.tags,
    images: input.images,
  });
  if (!parsed.success) throw validationFailed(parsed.error);
  const published = input.intent === "save" ? undefined : input.intent === "publish";
  let post: BlogPostRecord;
  if (input.id) {
    const id = input.id;
    const before = await getPostForConsole(ctx, id);
    const action: ContentAction =
      published === undefined || published === before.published ? "update" : published ? "publish" : "unpublish";
    post = await explainMissingRow(
      updateBlogPost(
        id,
        { ...parsed.data, published },
        { inTransaction: auditWriter(ctx, action, before), expectedUpdatedAt: input.updatedAt },
      ),
      async () => (await db.blogPost.count({ where: { id } })) > 0,
      "Post",
    );
  } else {
    post = await createBlogPost(
      { ...parsed.data, published: published ?? false },
      { authorId: ctx.session.staffId, inTransaction: auditWriter(ctx, published ? "publish" : "create", null, true) },
    );
  }
  expireBlogNow();
  return post;
}

export async function removePost(ctx: StaffContext, id: string): Promise<void> {
  assertCan(ctx.session, "content.write");
  const before = await getPostForConsole(ctx, id);
  const audit = auditWriter(ctx, "delete", before);
  await explainMissingRow(deleteBlogPost(id, { inTransaction: (_, tx) => audit(null, tx) }), async () => false, "Post");
  expireBlogNow();
}

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PostForm } from "@/components/admin/content/post-form";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { StatusBadge } from "@/components/admin/status-badge";
import { PostArticle } from "@/components/blog/post-article";
import { deletePostAction } from "@/lib/actions/staff/delete-post";
import { AppError } from "@/lib/errors";
import { requestIp } from "@/lib/auth/client-address";
import { posts } from "@/lib/console/content/posts";
import { getContent } from "@/lib/console/content/workflow";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../../console-staff";

export const metadata: Metadata = { title: "Edit post" };

const DONE: Record<string, string> = {
  saved: "Saved.",
  published: "Published: it is on /BlogPage now.",
  unpublished: "Unpublished: it is no longer on the public site.",
};

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string | string[] }> };

export default async function EditPostPage({ params, searchParams }: Props) {
  const session = await consoleStaff();
  if (!can(session.role, "content.write")) return <NoAccess />;
  const post = await getContent(posts, { session, ip: await requestIp() }, (await params).id).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    },
  );
  const done = (await searchParams).done;
  return (
    <>
      <PageHeader title="Edit post" description={`/blog/${post.slug}`}>
        <div className="flex items-center gap-3">
          {post.published ? (
            <>
              <StatusBadge tone="green">Published</StatusBadge>
              <Link href={`/blog/${post.slug}`} className="text-sm font-semibold text-brand-700 hover:underline">
                View on the site
              </Link>
            </>
          ) : (
            <StatusBadge tone="slate">Draft</StatusBadge>
          )}
        </div>
      </PageHeader>
      {typeof done === "string" && DONE[done] ? (
        <p
          role="status"
          className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {DONE[done]}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <PostForm
            id={post.id}
            published={post.published}
            initial={{
              title: post.title,
              description: post.description,
              tags: post.tags.join(", "),
              images: post.images.join("\n"),
            }}
          />
          <details className="mt-6 border-t border-slate-200 pt-5">
            <summary className="cursor-pointer text-sm font-semibold text-red-700">Delete this post</summary>
            <form action={deletePostAction as unknown as (form: FormData) => Promise<void>} className="mt-3 space-y-3">
              <input type="hidden" name="id" value={post.id} />
              <p className="text-sm text-slate-700">
                The post and its address disappear from the site. This cannot be undone.
              </p>
              <button
                type="submit"
                className="inline-flex h-10 items-center rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
              >
                Delete post
              </button>
            </form>
          </details>
        </div>
        <section
          aria-labelledby="preview-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            Preview (as saved)
          </h2>
          <PostArticle post={post} heading="h2" />
        </section>
      </div>
    </>
  );
}

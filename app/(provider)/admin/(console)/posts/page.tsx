import type { Metadata } from "next";
import Link from "next/link";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { SearchBox } from "@/components/admin/search-box";
import { StatusBadge } from "@/components/admin/status-badge";
import { requestIp } from "@/lib/auth/client-address";
import { posts as postKind } from "@/lib/console/content/posts";
import { listContent } from "@/lib/console/content/workflow";
import { formatDateTime } from "@/lib/format/console-date";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../console-staff";

export const metadata: Metadata = { title: "Blog posts" };

type Search = { q?: string | string[]; done?: string | string[] };

export default async function PostsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const session = await consoleStaff();
  if (!can(session.role, "content.write")) return <NoAccess />;
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.slice(0, 100) : "";
  const posts = await listContent(postKind, { session, ip: await requestIp() }, q);
  return (
    <>
      <PageHeader
        title="Blog posts"
        description="Drafts and published posts. Publishing shows a post on /BlogPage at once."
      >
        <div className="flex gap-3">
          <SearchBox label="Search posts" placeholder="Title or tag" value={q} />
          <Link
            href="/admin/posts/new"
            className="inline-flex h-10 items-center whitespace-nowrap rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            New post
          </Link>
        </div>
      </PageHeader>
      {params.done === "deleted" ? (
        <p
          role="status"
          className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          Post deleted.
        </p>
      ) : null}
      {posts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          {q ? `No posts match “${q}”.` : "No posts yet. Write the first one."}
        </p>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Blog posts, newest first</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wider text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Title
                </th>
                <th scope="col" className="px-4 py-3">
                  Tags
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {posts.map((p) => (
                <tr key={p.id}>
                  <td className="px-4 py-3">
                    <Link href={`/admin/posts/${p.id}`} className="font-semibold text-ink hover:underline">
                      {p.title}
                    </Link>
                    <p className="text-xs text-slate-500">/blog/{p.slug}</p>
                  </td>
                  <td className="px-4 py-3 text-slate-600">{p.tags.join(", ")}</td>
                  <td className="px-4 py-3">
                    {p.published ? (
                      <StatusBadge tone="green">Published</StatusBadge>
                    ) : (
                      <StatusBadge tone="slate">Draft</StatusBadge>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                    {formatDateTime(new Date(p.updatedAt))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

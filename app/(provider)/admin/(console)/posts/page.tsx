import type { Metadata } from "next";
import { ContentList, TitleCell } from "@/components/admin/content/content-list";
import { NoAccess } from "@/components/admin/page-header";
import { posts } from "@/lib/console/content/posts";
import { listContent } from "@/lib/console/content/workflow";
import { consoleContext, searchText } from "../console-staff";

export const metadata: Metadata = { title: "Blog posts" };

type Search = { q?: string | string[]; done?: string | string[] };

export default async function PostsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  const params = await searchParams;
  const q = searchText(params.q);
  return (
    <ContentList
      title="Blog posts"
      description="Drafts and published posts. Publishing shows a post on /BlogPage at once."
      search={{ label: "Search posts", placeholder: "Title or tag", value: q }}
      create={{ href: "/admin/posts/new", label: "New post" }}
      notice={params.done === "deleted" ? "Post deleted." : null}
      empty={q ? `No posts match “${q}”.` : "No posts yet. Write the first one."}
      caption="Blog posts, newest first"
      rows={await listContent(posts, ctx, q)}
      columns={[
        {
          header: "Title",
          cell: (p) => (
            <TitleCell href={`/admin/posts/${p.id}`} title={p.title}>
              <p className="text-xs text-slate-500">/blog/{p.slug}</p>
            </TitleCell>
          ),
        },
        { header: "Tags", className: "text-slate-600", cell: (p) => p.tags.join(", ") },
      ]}
    />
  );
}

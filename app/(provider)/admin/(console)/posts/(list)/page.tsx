import type { Metadata } from "next";
import { ContentList, TitleCell } from "@/components/admin/content/content-list";
import { NoAccess } from "@/components/admin/page-header";
import { posts } from "@/lib/console/content/posts";
import { listContent } from "@/lib/console/content/workflow";
import { consoleContext } from "../../console-staff";
import { contentQuery, type ContentSearch } from "../../content-query";

export const metadata: Metadata = { title: "Blog posts" };

export default async function PostsPage({ searchParams }: { searchParams: Promise<ContentSearch> }) {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  const params = await searchParams;
  const query = contentQuery(params);
  const q = query.search;
  const list = await listContent(posts, ctx, query);
  return (
    <ContentList
      noun="post"
      title="Blog posts"
      description="Drafts and published posts. Publishing shows a post on /BlogPage at once."
      path="/admin/posts"
      defaultOrder="Newest first"
      showPublished
      search={{ label: "Search posts", placeholder: "Title or tag" }}
      query={query}
      page={list.page}
      pages={list.pages}
      total={list.total}
      create={{ href: "/admin/posts/new", label: "New post" }}
      notice={params.done === "deleted" ? "Post deleted." : null}
      empty={q || query.state ? `No posts match this search and filter.` : "No posts yet. Write the first one."}
      caption={query.sort ? "Blog posts, last updated first" : "Blog posts, newest first"}
      rows={list.rows}
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

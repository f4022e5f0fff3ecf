import { Link } from "@/components/ui/link";
import type { BlogListItem } from "./blog-card";
import { hasTag } from "./post-text";

type BlogListViewProps = { posts: BlogListItem[]; tags: string[]; activeTag: string | null; hydrated?: boolean };

/**
 * The filter bar, the featured card and the grid, filtered by the link's tag (decision 203): every post in
 * the static page's HTML, that tag's posts in a /BlogPage?tag= link's twin. `data-hydrated` tells browser
 * tests that React has taken the page over.
 */
export function BlogListView({ posts, tags, activeTag, hydrated = false }: BlogListViewProps) {
  const active = activeTag
    ? (tags.find((t) => t.toLowerCase() === activeTag.trim().toLowerCase()) ?? activeTag.trim())
    : null;
  const shown = active ? posts.filter((p) => hasTag(p.tags, active)) : posts;
  const [featured, ...rest] = shown;

  return (
    <>
      <nav
        aria-label="Filter posts by tag"
        data-hydrated={hydrated}
        className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
      >
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          <li>
            <FilterLink href="/BlogPage" current={!active}>
              View all
            </FilterLink>
          </li>
          {tags.map((tag) => (
            <li key={tag}>
              <FilterLink href={`/BlogPage?tag=${encodeURIComponent(tag)}`} current={tag === active}>
                {tag}
              </FilterLink>
            </li>
          ))}
        </ul>
      </nav>

      {featured ? (
        <div className="mt-8 space-y-10">
          {featured.featured}
          {rest.length > 0 ? (
            <ul data-testid="post-grid" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((post) => (
                <li key={post.slug}>{post.card}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <div className="mt-8 rounded-3xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-600">
            {active ? `No posts tagged “${active}” yet.` : "No posts yet. Check back soon."}
          </p>
          {active ? (
            <Link
              href="/BlogPage"
              className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              View all posts
            </Link>
          ) : null}
        </div>
      )}
    </>
  );
}

function FilterLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      scroll={false}
      aria-current={current ? "page" : undefined}
      className={`inline-flex whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium transition ${
        current
          ? "bg-brand-700 text-white shadow-sm shadow-brand-900/20"
          : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200"
      }`}
    >
      {children}
    </Link>
  );
}

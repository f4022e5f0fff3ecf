import { Link } from "@/components/ui/link";
import { blogPostPath } from "@/lib/model/content-paths";
import { ContentImage } from "./content-image";
import { primaryTag } from "./post-text";
import { TagPill } from "./tag-pill";
import { firstPaintImageSrc } from "@/lib/assets/inline-image";

/** What a list card needs: a short excerpt instead of the whole text keeps the page light. */
export type BlogCardData = { slug: string; title: string; excerpt: string; image: string | null; tags: string[] };

/**
 * A post as the tag filter (a client component) sees it: its tags, and both of its cards already drawn by
 * the server, so no card or image code ships to the browser (issue 12).
 */
/** A post in the list: its card, and its featured card where the list can open with it (`featuredSlugs`). */
export type BlogListItem = { slug: string; tags: string[]; featured: React.ReactNode | null; card: React.ReactNode };

/** Both cards' picture, in the social-image ratio, zooming a little while the card is hovered. */
function CardPicture(props: { src: string | null; sizes: string; priority?: boolean; eager?: boolean }) {
  return (
    <div className="relative aspect-[1200/630] overflow-hidden bg-brand-50">
      <ContentImage alt="" className="transition duration-500 group-hover:scale-[1.03]" {...props} />
    </div>
  );
}

/** `preload` for the card the unfiltered page shows first; a filtered view's featured card loads eagerly. */
export function FeaturedBlogCard({ post, preload = false }: { post: BlogCardData; preload?: boolean }) {
  return (
    <Link
      href={blogPostPath(post.slug)}
      data-testid="featured-post"
      className="group grid items-center overflow-hidden rounded-3xl bg-white shadow-lg shadow-brand-900/5 ring-1 ring-slate-200/80 transition hover:-translate-y-0.5 hover:shadow-xl lg:grid-cols-[1.15fr_1fr]"
    >
      <CardPicture
        src={firstPaintImageSrc(post.image, preload)}
        sizes="(min-width: 1024px) 640px, 100vw"
        priority={preload}
        eager
      />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <div className="flex items-center gap-3">
          <TagPill tone="solid">{primaryTag(post.tags)}</TagPill>
          <span className="text-xs font-semibold uppercase tracking-wider text-amber-700">Featured</span>
        </div>
        <h2 className="text-2xl font-bold tracking-tight text-ink group-hover:text-brand-800 sm:text-3xl">
          {post.title}
        </h2>
        <p data-testid="post-description" className="line-clamp-3 text-base leading-7 text-slate-600">
          {post.excerpt}
        </p>
        <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          Read article{" "}
          <span aria-hidden="true" className="transition group-hover:translate-x-1">
            →
          </span>
        </span>
      </div>
    </Link>
  );
}

export function BlogCard({ post }: { post: BlogCardData }) {
  return (
    <Link
      href={blogPostPath(post.slug)}
      data-testid="post-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md shadow-brand-900/5 ring-1 ring-slate-200/80 transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <CardPicture src={post.image} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div>
          <TagPill>{primaryTag(post.tags)}</TagPill>
        </div>
        <h3 className="text-lg font-semibold leading-snug text-ink group-hover:text-brand-800">{post.title}</h3>
        <p data-testid="post-description" className="line-clamp-2 text-sm leading-6 text-slate-600 sm:line-clamp-3">
          {post.excerpt}
        </p>
      </div>
    </Link>
  );
}

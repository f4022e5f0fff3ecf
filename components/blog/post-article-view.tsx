import { imageAlt } from "@/lib/model/image-alt";
import { ContentImage } from "./content-image";
import { descriptionLines, primaryTag } from "./post-text";
import { TagPill } from "./tag-pill";

// A post as readers see it, without server-only helpers: the public page (through ./post-article.tsx)
// and the console's live preview of unsaved changes render the same component.

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export type ArticlePost = {
  title: string;
  tags: string[];
  images: string[];
  imageAlts: string[];
  description: string;
  publishedAt: string | null;
};

/** Tag, title, date, cover and text; `cover` is the first image as the page loads it. */
export function PostArticleView({
  post,
  cover,
  heading: Heading = "h1",
}: {
  post: ArticlePost;
  cover: string | null | undefined;
  heading?: "h1" | "h2";
}) {
  const lines = descriptionLines(post.description);
  return (
    <>
      <header className="mt-6">
        <TagPill>{primaryTag(post.tags)}</TagPill>
        <Heading className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-5xl sm:leading-tight">
          {post.title}
        </Heading>
        {post.publishedAt ? (
          <p className="mt-4 text-sm text-slate-500">
            <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
          </p>
        ) : null}
      </header>
      <div className="relative mt-8 aspect-[1200/630] overflow-hidden rounded-3xl bg-brand-50 shadow-lg shadow-brand-900/5 ring-1 ring-slate-200/80">
        <ContentImage src={cover} alt={imageAlt(post, 0)} priority sizes="(min-width: 768px) 720px, 100vw" />
      </div>
      <div data-testid="post-body" className="mt-10 space-y-5 text-lg leading-8 text-slate-700">
        {lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    </>
  );
}

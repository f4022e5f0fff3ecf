import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { articleJsonLd } from "@/components/blog/article-structured-data";
import { ContentImage } from "@/components/blog/content-image";
import { descriptionLines, excerpt, primaryTag } from "@/components/blog/post-text";
import { TagPill } from "@/components/blog/tag-pill";
import { JsonLd } from "@/components/marketing/json-ld";
import { getPublishedBlogPost, listPublishedBlogSlugs } from "@/lib/data/blog";
import { getEnv } from "@/lib/env";

type Props = { params: Promise<{ slug: string }> };

// Posts published after the build render on first request and are then cached like the rest.
export async function generateStaticParams() {
  return (await listPublishedBlogSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPublishedBlogPost((await params).slug);
  if (!post) return { title: "Blog post not found", robots: { index: false } };
  const description = excerpt(post.description, 160);
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  return {
    title: post.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "article",
      title: post.title,
      description,
      url: path,
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
      tags: post.tags,
      images: post.images.slice(0, 1),
    },
  };
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export default async function BlogPostPage({ params }: Props) {
  const post = await getPublishedBlogPost((await params).slug);
  if (!post) notFound();
  const lines = descriptionLines(post.description);

  return (
    <article className="bg-gradient-to-b from-brand-50/70 via-white to-white">
      <JsonLd data={articleJsonLd(post, getEnv().APP_URL)} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Link
          href="/BlogPage"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <span aria-hidden="true">←</span> Back to Blog
        </Link>
        <header className="mt-6">
          <TagPill>{primaryTag(post.tags)}</TagPill>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-5xl sm:leading-tight">
            {post.title}
          </h1>
          {post.publishedAt ? (
            <p className="mt-4 text-sm text-slate-500">
              <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
            </p>
          ) : null}
        </header>
        <div className="relative mt-8 aspect-[1200/630] overflow-hidden rounded-3xl bg-brand-50 shadow-lg shadow-brand-900/5 ring-1 ring-slate-200/80">
          <ContentImage src={post.images[0]} alt={post.title} priority sizes="(min-width: 768px) 720px, 100vw" />
        </div>
        <div data-testid="post-body" className="mt-10 space-y-5 text-lg leading-8 text-slate-700">
          {lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      </div>
    </article>
  );
}

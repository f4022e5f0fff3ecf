import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { articleJsonLd } from "@/components/blog/article-structured-data";
import { PostArticle } from "@/components/blog/post-article";
import { excerpt } from "@/components/blog/post-text";
import { JsonLd } from "@/components/marketing/json-ld";
import { contentPhoto, pageMetadata } from "@/components/marketing/page-metadata";
import { blogPostPath, shareImagePath } from "@/lib/model/content-paths";
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
  const path = blogPostPath(post.slug);
  return pageMetadata({
    title: post.title,
    description: excerpt(post.description, 160),
    path,
    ogTitle: post.title,
    image: { url: shareImagePath(path, post.modifiedAt), alt: post.title },
    photo: contentPhoto(post),
    article: { publishedTime: post.publishedAt ?? undefined, modifiedTime: post.modifiedAt, tags: post.tags },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getPublishedBlogPost((await params).slug);
  if (!post) notFound();

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
        <PostArticle post={post} />
      </div>
    </article>
  );
}

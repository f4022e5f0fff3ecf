import type { Metadata } from "next";
import { BlogCard, FeaturedBlogCard, type BlogListItem } from "@/components/blog/blog-card";
import { BlogBrowser } from "@/components/blog/blog-browser";
import { excerpt, featuredSlugs, tagsInUse } from "@/components/blog/post-text";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { siteConfig } from "@/config/site";
import { blogIntro as intro } from "@/lib/copy/list-pages";
import { shareImagePath } from "@/lib/model/content-paths";
import { listPublishedBlogPosts } from "@/lib/data/blog";

const page = pageMetadata({
  title: "News and Insights",
  description: intro,
  path: "/BlogPage",
  ogTitle: "News and Insights",
  image: { url: shareImagePath("/BlogPage"), alt: `News and Insights, the ${siteConfig.name} blog` },
});

export const metadata: Metadata = {
  ...page,
  alternates: { ...page.alternates, types: { "application/rss+xml": "/feed.xml" } },
};

export default async function BlogListPage() {
  const posts = await listPublishedBlogPosts();
  // Every card's markup travels twice (the HTML and the flight data the filter renders from); the featured
  // one only for the posts a list can open with.
  const featurable = featuredSlugs(posts);
  const cards: BlogListItem[] = posts.map((p, i) => {
    const post = {
      slug: p.slug,
      title: p.title,
      excerpt: excerpt(p.description),
      image: p.images[0] ?? null,
      tags: p.tags,
    };
    return {
      slug: p.slug,
      tags: p.tags,
      featured: featurable.has(p.slug) ? <FeaturedBlogCard post={post} preload={i === 0} /> : null,
      card: <BlogCard post={post} />,
    };
  });
  const tags = tagsInUse(posts);

  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-white to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Blog</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">News and Insights</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>
        </header>
        <div className="mt-10">
          <BlogBrowser posts={cards} tags={tags} />
        </div>
      </div>
    </div>
  );
}

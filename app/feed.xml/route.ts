import { excerpt } from "@/components/blog/post-text";
import { siteConfig } from "@/config/site";
import { blogPostPath } from "@/lib/model/content-paths";
import { listPublishedBlogPosts } from "@/lib/data/blog";
import { getEnv } from "@/lib/env";

// Rendered per request from the cached list ('blog' tag, kept until the next scheduled post is due,
// decision 206): a route handler's own cached copy did not end with the list's lifetime, so a scheduled
// post was missing from the feed after its time. A front cache may keep it a minute, as pages.
export const dynamic = "force-dynamic";

function xml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}

export async function GET() {
  const origin = getEnv().APP_URL;
  const posts = (await listPublishedBlogPosts()).slice(0, 50);
  const items = posts.map((post) => {
    const link = `${origin}${blogPostPath(post.slug)}`;
    return [
      "<item>",
      `<title>${xml(post.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<description>${xml(excerpt(post.description, 400))}</description>`,
      ...post.tags.map((tag) => `<category>${xml(tag)}</category>`),
      post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : "",
      "</item>",
    ].join("");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${xml(`${siteConfig.name}: News and Insights`)}</title>`,
    `<link>${xml(`${origin}/BlogPage`)}</link>`,
    `<atom:link href="${xml(`${origin}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xml(siteConfig.description)}</description>`,
    `<language>${siteConfig.locale}</language>`,
    posts[0]?.publishedAt ? `<lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>` : "",
    ...items,
    "</channel></rss>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    },
  });
}

/** Next answers a dynamic handler's other methods 405 without Allow; say what the feed takes. */
const notAllowed = () => new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

// The content floor (issue 51): each public page's own markup and sheet, served by a blank Next.js app of
// the same version, with no component and no script of the app's: only the framework's. It is the
// simplest thing that draws the same page, so a page's LCP over it is what the app's own code costs, where
// the blank page (floor.ts) measures the framework with nothing to draw. Public images and fonts are the
// app's `public` folder; anything else the markup names (an upload) is fetched from the app.
import path from "node:path";
import { ROOT } from "../lib/process";
import { type Floor, startNextApp } from "./floor";

export type PageContent = { lang: string; bodyClass: string; sheet: string; body: string };

const attribute = (tag: string | undefined, name: string) =>
  tag ? (new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "") : "";

/**
 * What a document draws: its <style> sheets (in order) apart, and the body's markup without scripts,
 * sheets or links, but with the page's render hold (`rel=expect`) and, first, every `rel=preload` of the
 * document (an LCP image's, the font's), so the floor fetches what the page fetches early. React writes
 * the HTML, so a regular expression reads it safely.
 */
export function contentOf(html: string): PageContent {
  const bodyTag = /<body[^>]*>/.exec(html);
  const end = html.lastIndexOf("</body>");
  if (!bodyTag || end < 0) throw new Error("no <body>...</body> in the page");
  const inner = html.slice(bodyTag.index + bodyTag[0].length, end);
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const preloads = html.match(/<link(?=[^>]*\srel="preload")[^>]*>/g) ?? [];
  return {
    lang: attribute(/<html[^>]*>/.exec(html)?.[0], "lang"),
    bodyClass: attribute(bodyTag[0], "class"),
    sheet: sheets.join("\n"),
    body:
      preloads.join("") +
      inner
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<style[\s\S]*?<\/style>/g, "")
        .replace(/<link(?![^>]*\srel="expect")[^>]*>/g, ""),
  };
}

/** The app's files: one route per page (`/p0`, `/p1`, ...), each with its sheet once in the HTML. */
export function contentFloorFiles(pages: PageContent[], appUrl: string): Record<string, string> {
  const first = pages[0];
  if (!first) throw new Error("no page for the content floor");
  const files: Record<string, string> = {
    // The sheet as the app's SiteStyle has it: text on the server, "" in the browser (React adopts the
    // server's <style> by its href), so it is in the HTML once and not in the flight data.
    "package.json": JSON.stringify({
      name: "content-floor",
      private: true,
      type: "module",
      imports: { "#sheet/*": { browser: "./sheets/empty.js", default: "./sheets/*.js" } },
    }),
    "next.config.mjs": `export default { turbopack: { root: "/" }, async rewrites() { return { fallback: [{ source: "/:path*", destination: ${JSON.stringify(`${appUrl}/:path*`)} }] }; } };\n`,
    "sheets/empty.js": 'export default "";\n',
    "app/layout.js": `export default function Layout({ children }) { return <html lang=${JSON.stringify(first.lang)}><body className=${JSON.stringify(first.bodyClass)}>{children}</body></html>; }\n`,
    "app/page.js": "export default function Page() { return <main><h1>Content floor</h1></main>; }\n",
  };
  pages.forEach((page, i) => {
    files[`sheets/${i}.js`] = `export default ${JSON.stringify(page.sheet)};\n`;
    files[`app/p${i}/sheet.js`] = [
      '"use client";',
      `import css from "#sheet/${i}";`,
      `export function Sheet() { return <style href="/floor-sheet-${i}.css" precedence="next">{css}</style>; }`,
      "",
    ].join("\n");
    files[`app/p${i}/page.js`] = [
      'import { Sheet } from "./sheet";',
      `const body = ${JSON.stringify(page.body)};`,
      // display: contents, so the body's own layout (its flex column) meets the page's elements as it does.
      'export default function Page() { return <><Sheet /><div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: body }} /></>; }',
      "",
    ].join("\n");
  });
  return files;
}

export type ContentFloor = Floor & { urlOf: (page: string) => string };

/** Reads each page from the running app and serves its content on a blank Next.js app. */
export async function startContentFloor(appUrl: string, pages: string[]): Promise<ContentFloor> {
  const contents = await Promise.all(
    pages.map(async (page) => {
      const answer = await fetch(`${appUrl}${page}`);
      if (!answer.ok) throw new Error(`${page} answered ${answer.status}`);
      return contentOf(await answer.text());
    }),
  );
  const floor = await startNextApp(
    contentFloorFiles(contents, appUrl),
    "paisapilot-content-floor-",
    path.join(ROOT, "public"),
  );
  return { ...floor, urlOf: (page) => `${floor.url}p${pages.indexOf(page)}` };
}

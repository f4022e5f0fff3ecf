import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// Decision 012: a slug or id that names nothing must not leave anything in the server's caches, or an
// anonymous client could fill the disk one URL at a time. The server under test is a build in this folder
// (playwright.config.ts passes NEXT_DIST_DIR to it). Since decision 708 both caches are bounded memory
// (lib/cache/*.test.ts): nothing may appear on disk at all, where Next's own caches would write.
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? ".next");
const dataCache = path.join(distDir, "cache", "fetch-cache");
const renderedPages = path.join(distDir, "server");

function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const unknownUrls = (prefixes: string[], count: number) => {
  const marker = `zz-unknown-${randomUUID().slice(0, 8)}`;
  return { marker, urls: Array.from({ length: count }, (_, i) => prefixes.map((p) => `${p}${marker}-${i}`)).flat() };
};

/**
 * Asks for each URL, a few at a time, and expects 404. A cache write is made just after its response, so
 * one per URL would be on disk while the later requests run: at the end only the last few could still be
 * in flight, far fewer than the counts below allow. No fixed wait is needed before counting.
 */
async function expectAllNotFound(request: APIRequestContext, urls: string[]) {
  for (let i = 0; i < urls.length; i += 5) {
    await Promise.all(
      urls.slice(i, i + 5).map(async (url) => expect((await request.get(url)).status(), url).toBe(404)),
    );
  }
}

// 40 unknown slugs and ids on the API, then 40 on the pages: an entry per unknown URL would add 40, twice
// what the check below lets other tests add at the same time (it was 100 each: 20 s of requests per test
// that proved nothing more).
for (const [where, prefixes] of [
  ["the API", ["/api/blog/", "/api/dynamics/"]],
  ["the pages", ["/blog/", "/dynamics/"]],
] as const) {
  test(`40 unknown slugs and ids on ${where} add no data-cache entries`, async ({ request }) => {
    // The published lists are cached once ('use cache', in memory); a per-slug entry on disk would show here.
    expect((await request.get("/api/blog")).status()).toBe(200);
    expect((await request.get("/api/dynamics")).status()).toBe(200);
    const before = filesBelow(dataCache).length;

    const { urls } = unknownUrls([...prefixes], 20);
    expect(urls).toHaveLength(40);
    await expectAllNotFound(request, urls);

    // Files here are named by hash, so count them. Tests running at the same time may add a few legitimate
    // entries, never one per unknown slug.
    expect(filesBelow(dataCache).length - before).toBeLessThan(20);
  });
}

// Files named after the URL carry the run's marker, so no other test's files count: 20 URLs are as telling as 100.
test("unknown slugs and ids leave no rendered 404 page on disk", async ({ request }) => {
  const { marker, urls } = unknownUrls(["/blog/", "/dynamics/"], 10);
  await expectAllNotFound(request, urls);
  // Rendered pages are stored under paths named after the URL: none may carry the marker.
  expect(filesBelow(renderedPages).filter((file) => file.includes(marker))).toEqual([]);
});

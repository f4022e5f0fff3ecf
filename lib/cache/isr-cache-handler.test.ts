// The cache handler when the shared tag table cannot be reached (decision 703): it never throws, never
// waits long, and keeps Next's own per-instance behaviour. The shared path itself is shown on two
// production servers by tests/load/two-instances.test.ts.
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);

type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

let handler: Handler;
let tagsManifest: Map<string, { stale?: number; expired?: number }>;
const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
const databaseUrl = process.env.DATABASE_URL;

beforeAll(() => {
  // Nothing listens on port 1: every connection is refused at once.
  process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:1/none";
  const IsrCacheHandler = require("./isr-cache-handler.cjs") as new (ctx: Record<string, unknown>) => Handler;
  tagsManifest = (
    require("next/dist/server/lib/incremental-cache/tags-manifest.external") as { tagsManifest: typeof tagsManifest }
  ).tagsManifest;
  handler = new IsrCacheHandler({ fs: undefined, flushToDisk: false, serverDistDir: "/nonexistent/server" });
});

afterAll(() => {
  if (databaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrl;
  warn.mockRestore();
});

const fetchCtx = { kind: "FETCH", tags: ["blog"], softTags: [] };

it("a read answers from the local cache (here: a miss) without throwing, and says why once", async () => {
  const started = Date.now();
  await expect(handler.get("key-1", fetchCtx)).resolves.toBeNull();
  await expect(handler.get("key-2", fetchCtx)).resolves.toBeNull();
  expect(Date.now() - started).toBeLessThan(1000);
  const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("shared revalidation unavailable"));
  expect(lines).toHaveLength(1);
});

it("a revalidation still takes effect on this instance", async () => {
  const before = Date.now();
  await expect(handler.revalidateTag("blog", { expire: 0 })).resolves.toBeUndefined();
  await expect(handler.revalidateTag(["services"])).resolves.toBeUndefined();
  expect(tagsManifest.get("blog")?.expired).toBeGreaterThanOrEqual(before);
  expect(tagsManifest.get("services")?.expired).toBeGreaterThanOrEqual(before);
});

// The two cache handlers (decision 708) on their own: bounded memory, no 404 renders kept, and an entry
// made before its tag was revalidated is not served. Without DATABASE_URL the tags stay in this process;
// the sharing itself is shown on two production servers by tests/load/two-instances.test.ts.
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);

type PageEntry = { value: { kind: string; status?: number; html?: string; headers?: Record<string, string> } };
type PageHandler = {
  get(key: string, ctx: Record<string, unknown>): Promise<(PageEntry & { lastModified: number }) | null>;
  set(key: string, data: PageEntry["value"] | null, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
type DataEntry = { value: ReadableStream<Uint8Array>; tags: string[]; timestamp: number; revalidate: number };
type DataHandler = {
  get(key: string, softTags: string[]): Promise<DataEntry | undefined>;
  set(key: string, entry: Promise<DataEntry & { stale: number; expire: number }>): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};

const databaseUrl = process.env.DATABASE_URL;
let pages: PageHandler;
let data: DataHandler;
let BoundedStore: new (maxBytes: number) => {
  get(k: string): unknown;
  set(k: string, v: unknown, size: number): void;
  size: number;
};

beforeAll(() => {
  delete process.env.DATABASE_URL;
  const PageCacheHandler = require("./page-cache-handler.cjs") as new (o: object) => PageHandler;
  pages = new PageCacheHandler({ maxMemoryCacheSize: 10_000_000 });
  data = require("./data-cache-handler.cjs") as DataHandler;
  BoundedStore = require("./bounded-store.cjs");
});

afterAll(() => {
  if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
});

const page = (tags: string, status = 200) => ({
  kind: "APP_PAGE",
  status,
  html: "<p>x</p>",
  headers: { "x-next-cache-tags": tags },
});

it("keeps a page until one of its tags is revalidated, then misses so it is rendered again", async () => {
  await pages.set("/BlogPage", page("blog,_N_T_/BlogPage"), {});
  expect((await pages.get("/BlogPage", { kind: "APP_PAGE" }))?.value.html).toBe("<p>x</p>");
  await pages.revalidateTag("services");
  expect(await pages.get("/BlogPage", { kind: "APP_PAGE" })).not.toBeNull();
  await new Promise((r) => setTimeout(r, 2));
  await pages.revalidateTag(["blog"]);
  expect(await pages.get("/BlogPage", { kind: "APP_PAGE" })).toBeNull();
});

it("misses a page past its lifetime, so the first request after it renders before answering", async () => {
  const made = Date.now();
  await pages.set("/feed.xml", page("blog,_N_T_/feed.xml"), { cacheControl: { revalidate: 60, expire: 60 } });
  expect(await pages.get("/feed.xml", { kind: "APP_ROUTE" })).not.toBeNull();
  const clock = vi.spyOn(Date, "now").mockReturnValue(made + 59_000);
  try {
    expect(await pages.get("/feed.xml", { kind: "APP_ROUTE" })).not.toBeNull();
    clock.mockReturnValue(made + 61_000);
    expect(await pages.get("/feed.xml", { kind: "APP_ROUTE" })).toBeNull();
  } finally {
    clock.mockRestore();
  }
});

it("never stores a 404 render", async () => {
  await pages.set("/blog/no-such", page("_N_T_/blog/no-such", 404), {});
  expect(await pages.get("/blog/no-such", { kind: "APP_PAGE" })).toBeNull();
});

it("keeps the bytes under its bound, dropping the least recently read first", () => {
  const store = new BoundedStore(300);
  store.set("a", 1, 100);
  store.set("b", 2, 100);
  store.set("c", 3, 100);
  store.get("a");
  store.set("d", 4, 100);
  expect([store.get("a"), store.get("b"), store.get("c"), store.get("d")]).toEqual([1, undefined, 3, 4]);
  store.set("huge", 5, 301);
  expect(store.get("huge")).toBeUndefined();
  expect(store.size).toBe(3);
});

const bytes = (text: string) => new TextEncoder().encode(text);
const stream = (text: string) => new Response(bytes(text)).body!;

it("serves a 'use cache' entry until its tag is expired, as a fresh stream on every read", async () => {
  const entry = {
    value: stream("list"),
    tags: ["services"],
    timestamp: Date.now(),
    stale: 300,
    revalidate: 900,
    expire: 3600,
  };
  await data.set("list", Promise.resolve(entry));
  for (let i = 0; i < 2; i++) expect(await new Response((await data.get("list", []))!.value).text()).toBe("list");
  await new Promise((r) => setTimeout(r, 2));
  const before = Date.now();
  await data.updateTags(["services"]);
  expect(await data.get("list", [])).toBeUndefined();
  expect(await data.getExpiration(["services", "other"])).toBeGreaterThanOrEqual(before);
  expect(await data.getExpiration(["other"])).toBe(0);
});

it("serves an entry whose tag went stale ('max') while it is made again", async () => {
  const entry = {
    value: stream("stale"),
    tags: ["stale-tag"],
    timestamp: Date.now(),
    stale: 300,
    revalidate: 900,
    expire: 3600,
  };
  await data.set("stale", Promise.resolve(entry));
  await new Promise((r) => setTimeout(r, 2));
  await data.updateTags(["stale-tag"], { expire: 31_536_000 });
  expect((await data.get("stale", []))?.revalidate).toBe(-1);
});

it("misses a page made late from a list that ends at a scheduled moment, once that moment comes (console m2)", async () => {
  const made = Date.now();
  // The list, made by the detail page first, ends in 60 s (the next scheduled service is due then).
  const list = {
    value: stream("services"),
    tags: ["services"],
    timestamp: made,
    stale: 60,
    revalidate: 60,
    expire: 60,
  };
  await data.set("services-list", Promise.resolve(list));
  const clock = vi.spyOn(Date, "now").mockReturnValue(made + 40_000);
  try {
    // /dynamics made from that entry 40 s later: Next gives the page the entry's whole 60 s from now.
    await pages.set("/dynamics", page("services,_N_T_/dynamics"), { cacheControl: { revalidate: 60, expire: 60 } });
    clock.mockReturnValue(made + 59_000);
    expect(await pages.get("/dynamics", { kind: "APP_PAGE" })).not.toBeNull();
    clock.mockReturnValue(made + 61_000);
    expect(await pages.get("/dynamics", { kind: "APP_PAGE" })).toBeNull();
  } finally {
    clock.mockRestore();
  }
});

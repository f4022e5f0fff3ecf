import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib, { brotliDecompressSync, gunzipSync } from "node:zlib";
// @ts-expect-error a package without types (scripts/server.mjs uses it in plain JavaScript)
import compression from "compression";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARED_CACHE_CONTROL } from "@/lib/http/errors";
import { RESPONSE_CACHE_TAGS_HEADER } from "@/lib/operations/route";
import { type Answer, request } from "../tests/shared/loopback-request";

// The app server's own cache of marked public reads (decision 553), over real HTTP in front of a stand-in
// for Next that counts what reaches it. The clock is Date's, set by the test (the cache and
// http-cache-semantics both read it); the shared tags are this process's own (no DATABASE_URL).

type Reply = { status?: number; headers?: Record<string, string>; body?: string };
const replies = new Map<string, Reply>();
const reached: string[] = [];
let server: http.Server;
let port: number;
let sharedTags: { invalidate: (tags: string[]) => Promise<void> };

beforeAll(async () => {
  vi.stubEnv("DATABASE_URL", "");
  // @ts-expect-error plain JavaScript module without types
  const { withResponseCache, RESPONSE_CACHE_TAGS_HEADER: serverHeader } = await import("./response-cache.mjs");
  expect(serverHeader).toBe(RESPONSE_CACHE_TAGS_HEADER);
  // @ts-expect-error plain JavaScript module without types
  sharedTags = await import("../lib/cache/shared-tags.cjs");
  // As scripts/server.mjs composes them: compression around the cache.
  const compress = compression({ threshold: 0 });
  const cached = withResponseCache((req: http.IncomingMessage, res: http.ServerResponse) => {
    reached.push(req.url!);
    const reply = replies.get(new URL(req.url!, "http://x").pathname) ?? {};
    res.statusCode = reply.status ?? 200;
    for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
    res.write(reply.body ?? "");
    res.end();
  });
  server = http.createServer((req, res) => compress(req as never, res as never, () => cached(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let clock = Date.parse("2026-11-29T01:00:00Z");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
  reached.length = 0;
});
afterEach(() => {
  clock += 3_600_000; // each test's entries are long gone by the next test's time
  vi.useRealTimers();
});
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

const marked = (body: string, tags = "offers", extra: Record<string, string> = {}): Reply => ({
  body,
  headers: {
    "content-type": "application/json",
    "cache-control": SHARED_CACHE_CONTROL,
    etag: `"${body.length}-${tags}"`,
    [RESPONSE_CACHE_TAGS_HEADER]: tags,
    ...extra,
  },
});

/** One GET, its body decoded from whatever the server compressed it with. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await request(port, { path, headers });
  const encoding = answer.headers["content-encoding"];
  if (encoding !== "gzip" && encoding !== "br") return answer;
  const body = (encoding === "gzip" ? gunzipSync(answer.bytes) : brotliDecompressSync(answer.bytes)).toString();
  return { ...answer, body };
}

describe("the app server's cache of marked public reads", () => {
  it("answers a marked answer again from memory, with its headers and never the mark, and 304 on its ETag", async () => {
    replies.set("/feed-a", marked('{"data":[1]}'));
    const first = await get("/feed-a?limit=20");
    const second = await get("/feed-a?limit=20");
    expect(reached).toEqual(["/feed-a?limit=20"]);
    expect(second.body).toBe(first.body);
    expect(second.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-type"]).toBe("application/json");
    for (const answer of [first, second]) expect(answer.headers[RESPONSE_CACHE_TAGS_HEADER]).toBeUndefined();
    const revalidated = await get("/feed-a?limit=20", { "if-none-match": `W/${first.headers.etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect((await get("/feed-a?limit=50")).status).toBe(200);
    expect(reached).toEqual(["/feed-a?limit=20", "/feed-a?limit=50"]);
  });

  it("keeps the plain bytes and compresses them for each client as it asks", async () => {
    replies.set("/feed-z", marked('{"data":"zipped"}'));
    const zipped = await get("/feed-z", { "accept-encoding": "gzip" });
    const plain = await get("/feed-z");
    const again = await get("/feed-z", { "accept-encoding": "gzip" });
    expect(reached).toEqual(["/feed-z"]);
    expect([zipped, plain, again].map((a) => a.headers["content-encoding"])).toEqual(["gzip", undefined, "gzip"]);
    for (const answer of [zipped, plain, again]) expect(answer.body).toBe('{"data":"zipped"}');
  });

  it("keeps each encoding it sent: one compression per encoding, whatever the number of phones (decision 830)", async () => {
    const feed = JSON.stringify({
      data: Array.from({ length: 40 }, (_, i) => ({ id: `offer-${i}`, title: "Flat 20% off" })),
    });
    replies.set("/feed-big", marked(feed));
    replies.set("/feed-raw", marked(feed, "offers", { "cache-control": `${SHARED_CACHE_CONTROL}, no-transform` }));
    const brotli = vi.spyOn(zlib, "brotliCompressSync");
    const gzip = vi.spyOn(zlib, "gzipSync");
    try {
      const phone = { "accept-encoding": "gzip, deflate, br" };
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await get("/feed-big", phone));
      const zipped = [
        await get("/feed-big", { "accept-encoding": "gzip" }),
        await get("/feed-big", { "accept-encoding": "br;q=0, gzip" }),
      ];
      const plain = await get("/feed-big");
      expect(reached).toEqual(["/feed-big"]);
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).toHaveBeenCalledTimes(1);
      for (const answer of [...answers, ...zipped, plain]) {
        expect(answer.body).toBe(feed);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
      }
      // From memory: its length known (the first answer was streamed as Next made it).
      for (const answer of [...answers.slice(1), ...zipped, plain])
        expect(Number(answer.headers["content-length"])).toBe(answer.bytes.byteLength);
      // The first phone's answer (made by the compression around the cache) is what the others get.
      expect(answers.map((a) => a.headers["content-encoding"])).toEqual(["br", "br", "br", "br", "br"]);
      expect(new Set(answers.slice(1).map((a) => a.bytes.toString("base64"))).size).toBe(1);
      expect(zipped.map((a) => a.headers["content-encoding"])).toEqual(["gzip", "gzip"]);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      // An answer that must not be transformed goes out as it was made, to every client.
      await get("/feed-raw", phone);
      const raw = await get("/feed-raw", phone);
      expect(raw.headers["content-encoding"]).toBeUndefined();
      expect(raw.body).toBe(feed);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it.each([
    ["an unmarked answer", { body: "x", headers: { "cache-control": SHARED_CACHE_CONTROL } }],
    ["a private one", marked("x", "offers", { "cache-control": "private, no-cache" })],
    ["a no-store one", marked("x", "offers", { "cache-control": "no-store" })],
    ["one that sets a cookie", marked("x", "offers", { "set-cookie": "a=b" })],
    ["a 404", { ...marked("x"), status: 404 }],
  ])("never keeps %s", async (_name, reply) => {
    const path = `/never-${reached.length}-${Math.random()}`;
    replies.set(new URL(path, "http://x").pathname, reply as Reply);
    await get(path);
    await get(path);
    expect(reached).toHaveLength(2);
  });

  it("ends an entry once one of its tags is revalidated, and only those entries", async () => {
    replies.set("/feed-b", marked("b", "offers"));
    replies.set("/other-b", marked("o", "posts"));
    await get("/feed-b");
    await get("/other-b");
    later(1);
    await sharedTags.invalidate(["offers"]);
    later(1);
    await get("/feed-b");
    await get("/other-b");
    expect(reached).toEqual(["/feed-b", "/other-b", "/feed-b"]);
  });

  it("keeps an answer its s-maxage, then serves it stale while one request makes it again, then asks Next", async () => {
    replies.set("/feed-c", marked("one"));
    await get("/feed-c");
    later(4);
    await get("/feed-c");
    expect(reached).toHaveLength(1);
    // Past s-maxage=5, within stale-while-revalidate=30: the request that finds it stale refreshes it.
    later(2);
    replies.set("/feed-c", marked("two"));
    expect((await get("/feed-c")).body).toBe("two");
    expect((await get("/feed-c")).body).toBe("two");
    expect(reached).toHaveLength(2);
    // Past both: Next answers, every time until it is kept again.
    later(40);
    replies.set("/feed-c", { body: "gone", status: 404 });
    expect((await get("/feed-c")).status).toBe(404);
    expect((await get("/feed-c")).status).toBe(404);
    expect(reached).toHaveLength(4);
  });

  it("keeps its copy when Next answers a refresh with 304 for the client's ETag", async () => {
    replies.set("/feed-e", marked("e"));
    const first = await get("/feed-e");
    later(6); // stale: the next request refreshes it, with the client's own If-None-Match
    replies.set("/feed-e", { ...marked("e"), status: 304, body: "" });
    expect((await get("/feed-e", { "if-none-match": String(first.headers.etag) })).status).toBe(304);
    const again = await get("/feed-e");
    expect(again.status).toBe(200);
    expect(again.body).toBe("e");
    expect(reached).toEqual(["/feed-e", "/feed-e"]);
  });

  it("answers a HEAD from a kept GET without asking Next, and keeps nothing from a HEAD", async () => {
    // Over the compression threshold, so the kept answer's own encodings are what a HEAD reports.
    const feed = JSON.stringify({ data: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Offer ${i}` })) });
    replies.set("/feed-h", marked(feed));
    const before = await request(port, { method: "HEAD", path: "/feed-h" });
    expect(before.status).toBe(200);
    // Nothing kept from the HEAD (it has no body): the GET after it still reaches Next, with the whole body.
    const kept = await get("/feed-h");
    expect(kept.body).toBe(feed);
    expect(reached).toEqual(["/feed-h", "/feed-h"]);
    const clients: Record<string, string>[] = [
      {},
      { "accept-encoding": "gzip" },
      { "accept-encoding": "gzip, deflate, br" },
    ];
    for (const headers of clients) {
      const head = await request(port, { method: "HEAD", path: "/feed-h", headers });
      const got = await request(port, { path: "/feed-h", headers });
      expect(head.status).toBe(200);
      expect(head.bytes.byteLength).toBe(0);
      for (const name of ["etag", "cache-control", "content-type", "content-encoding", "content-length"])
        expect(head.headers[name], name).toBe(got.headers[name]);
    }
    expect(reached).toEqual(["/feed-h", "/feed-h"]);
    // Stale past its lifetime and its stale-while-revalidate, a HEAD goes to Next.
    later(60 * 60 * 24 * 30);
    await request(port, { method: "HEAD", path: "/feed-h" });
    expect(reached).toEqual(["/feed-h", "/feed-h", "/feed-h"]);
  });

  it("asks Next when the client says no-cache", async () => {
    replies.set("/feed-d", marked("d"));
    await get("/feed-d");
    await get("/feed-d", { "cache-control": "no-cache" });
    expect(reached).toHaveLength(2);
  });
});

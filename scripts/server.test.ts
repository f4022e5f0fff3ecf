import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@/lib/coupons/csv-import";
import { signClientIp } from "@/lib/http/client-ip";
import { UPLOAD_ENVELOPE_BYTES } from "@/lib/storage";
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "@/lib/storage/image-file";
import { request } from "../tests/shared/loopback-request";
import { precompressStatic } from "./lib/build";
// @ts-expect-error plain JavaScript module without types
import { ACTION_BODY_BYTES, BODY_LIMITS, callerAddress, earlyRefusal, withClientAddress } from "./server.mjs";
// @ts-expect-error plain JavaScript module without types
import { withStaticAssets } from "./server.mjs";

describe("callerAddress", () => {
  it.each([
    ["no proxy: the socket, whatever the header says", "203.0.113.7", "1.2.3.4, 5.6.7.8", 0, "203.0.113.7"],
    ["IPv4-mapped socket address", "::ffff:203.0.113.7", undefined, 0, "203.0.113.7"],
    ["one proxy: the entry it appended", "10.0.0.2", "1.2.3.4, 198.51.100.4", 1, "198.51.100.4"],
    ["one proxy, client forges a leading entry", "10.0.0.2", "6.6.6.6, 198.51.100.4", 1, "198.51.100.4"],
    ["two proxies", "10.0.0.3", "6.6.6.6, 198.51.100.4, 10.0.0.2", 2, "198.51.100.4"],
    ["proxy bypassed (no header)", "203.0.113.9", undefined, 1, "203.0.113.9"],
  ])("%s [security 20]", (_name, socket, forwarded, proxies, expected) => {
    expect(callerAddress(socket, forwarded, proxies)).toBe(expected);
  });
});

describe("withClientAddress over real HTTP", () => {
  const secret = "s".repeat(8) + "0123456789abcdefghijklmnopqrstuv";
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer(
      withClientAddress((req: http.IncomingMessage, res: http.ServerResponse) => res.end(JSON.stringify(req.headers)), {
        secret,
        trustedProxies: 0,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>, localAddress = "127.0.0.1") =>
    new Promise<Record<string, string>>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, headers, localAddress }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve(JSON.parse(body)));
        })
        .on("error", reject);
    });

  it("replaces forged forwarding headers with the socket address, signed as the app checks it [security 20]", async () => {
    const seen = await get({
      "x-forwarded-for": "6.6.6.6",
      "x-client-ip": "6.6.6.6",
      "x-client-ip-signature": "forged",
    });
    expect(seen["x-client-ip"]).toBe("127.0.0.1");
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen["x-client-ip-signature"]).toBe(signClientIp("127.0.0.1", secret));
  });

  it("tells two loopback addresses apart", async () => {
    const seen = await get({}, "127.0.0.2");
    expect(seen["x-client-ip"]).toBe("127.0.0.2");
  });
});

describe("earlyRefusal", () => {
  const req = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers }) as unknown as http.IncomingMessage;

  it("answers TRACE, TRACK and CONNECT itself, 405 naming the methods routed [security 33]", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT"])
      expect(earlyRefusal(req(method, "/api/health"))).toMatchObject({
        status: 405,
        headers: { Allow: expect.stringContaining("GET") },
      });
    expect(earlyRefusal(req("GET", "/api/health"))).toBeNull();
  });

  it("keeps the routes' own body caps and messages [security 36]", () => {
    const byPath = Object.fromEntries(BODY_LIMITS.map((l: { path: string }) => [l.path, l]));
    const image = {
      bytes: MAX_IMAGE_BYTES + UPLOAD_ENVELOPE_BYTES,
      code: "file_too_large",
      message: IMAGE_ERRORS.size,
    };
    expect(byPath["/api/v1/upload"]).toMatchObject(image);
    expect(byPath["/api/admin/uploads"]).toMatchObject(image);
    expect(byPath["/api/v1/coupon/import"]).toMatchObject({
      bytes: IMPORT_LIMITS.bytes + 16 * 1024,
      code: "payload_too_large",
      message: IMPORT_MESSAGES.tooLarge,
    });
    expect(ACTION_BODY_BYTES).toBe(1024 * 1024);
  });

  it("refuses a declared body past its route's cap, and an upload without a length, before reading it [security 36]", () => {
    const over = String(MAX_IMAGE_BYTES + UPLOAD_ENVELOPE_BYTES + 1);
    expect(earlyRefusal(req("POST", "/api/v1/upload", { "content-length": over }))).toMatchObject({ status: 413 });
    expect(earlyRefusal(req("POST", "/api/v1/upload?x=1", { "content-length": over }))).toMatchObject({ status: 413 });
    expect(earlyRefusal(req("POST", "/api/v1/upload", { "content-length": "1000" }))).toBeNull();
    expect(earlyRefusal(req("POST", "/api/v1/upload", { "transfer-encoding": "chunked" }))).toMatchObject({
      status: 411,
    });
    expect(earlyRefusal(req("POST", "/contact", { "next-action": "7f01", "content-length": "2000000" }))).toMatchObject(
      {
        status: 413,
      },
    );
    expect(earlyRefusal(req("POST", "/contact", { "content-length": "2000000" }))).toBeNull();
  });
});

describe("the build's client assets, compressed once and sent as they are (decision 829)", () => {
  // A build folder as Next leaves it: a script and a sheet worth compressing, a tiny script that is not, a font.
  const script = `self.__chunk=function(){${"return document.querySelectorAll('[data-offer]').length;".repeat(400)}};`;
  const sheet = `.flex{display:flex}${".card{border-radius:12px;padding:16px}".repeat(300)}`;
  let distDir = "";
  let server: http.Server;
  let port = 0;
  const passedOn: string[] = [];

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-static-"));
    mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
    mkdirSync(path.join(distDir, "static/media"), { recursive: true });
    writeFileSync(path.join(distDir, "static/chunks/0abc.js"), script);
    writeFileSync(path.join(distDir, "static/chunks/1def.css"), sheet);
    writeFileSync(path.join(distDir, "static/chunks/tiny.js"), "1");
    writeFileSync(path.join(distDir, "static/media/inter.woff2"), Buffer.alloc(4096, 7));
    await precompressStatic(distDir);
    server = http.createServer(
      withStaticAssets(
        (req: http.IncomingMessage, res: http.ServerResponse) => {
          passedOn.push(`${req.method} ${req.url}`);
          res.statusCode = 404;
          res.end("from Next");
        },
        path.join(distDir, "static"),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}, method = "GET") =>
    request(port, { path: urlPath, headers, method });

  it("writes brotli and gzip copies of the text files only, and only where they are smaller", () => {
    expect(readdirSync(path.join(distDir, "static/chunks")).sort()).toEqual([
      "0abc.js",
      "0abc.js.br",
      "0abc.js.gz",
      "1def.css",
      "1def.css.br",
      "1def.css.gz",
      "tiny.js",
    ]);
    expect(readdirSync(path.join(distDir, "static/media"))).toEqual(["inter.woff2"]);
  });

  it("sends the brotli copy to a browser, gzip to a client that takes only gzip, the file itself otherwise", async () => {
    const chrome = await get("/_next/static/chunks/0abc.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(chrome.status).toBe(200);
    expect(chrome.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(chrome.bytes).toString()).toBe(script);
    const gzipOnly = await get("/_next/static/chunks/0abc.js", { "accept-encoding": "gzip" });
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipOnly.bytes).toString()).toBe(script);
    const plain = await get("/_next/static/chunks/0abc.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
    expect(chrome.bytes.length).toBeLessThan(gzipOnly.bytes.length);
    for (const answer of [chrome, gzipOnly, plain]) expect(answer.headers.vary).toBe("Accept-Encoding");
    // Nothing compressed to send: the file as it is, whatever the client takes.
    const tiny = await get("/_next/static/chunks/tiny.js", { "accept-encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.bytes.toString()).toBe("1");
    expect(passedOn).toEqual([]);
  });

  it("with Next's headers for the same files: a year, immutable, the type with its charset, the site's security headers", async () => {
    const js = await get("/_next/static/chunks/0abc.js?dpl=1", { "accept-encoding": "br" });
    expect(js.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(js.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(js.headers["x-content-type-options"]).toBe("nosniff");
    expect(js.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(js.headers["x-frame-options"]).toBe("DENY");
    const css = await get("/_next/static/chunks/1def.css", { "accept-encoding": "br" });
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(brotliDecompressSync(css.bytes).toString()).toBe(sheet);
    const font = await get("/_next/static/media/inter.woff2", { "accept-encoding": "br" });
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["content-encoding"]).toBeUndefined();
    const head = await get("/_next/static/chunks/0abc.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(js.bytes.length);
  });

  it("passes every other request to Next: an unknown asset, a path out of the folder, another method, another path [security 33]", async () => {
    passedOn.length = 0;
    expect((await get("/_next/static/chunks/gone.js")).bytes.toString()).toBe("from Next");
    expect((await get("/_next/static/..%2f..%2fpackage.json")).status).toBe(404);
    expect((await get("/_next/static/chunks/0abc.js", {}, "POST")).status).toBe(404);
    expect((await get("/contact")).status).toBe(404);
    // Next sees the address as the client sent it.
    expect(passedOn).toEqual([
      "GET /_next/static/chunks/gone.js",
      "GET /_next/static/..%2f..%2fpackage.json",
      "POST /_next/static/chunks/0abc.js",
      "GET /contact",
    ]);
  });

  it("answers a whole file to any Range header, however malformed, and keeps serving [security 33]", async () => {
    for (const range of ["bytes=10-5", "bytes=99999999-", "bytes=-1", "bytes=a-b", "bytes=0-1,5-6"]) {
      const answer = await get("/_next/static/chunks/0abc.js", { range });
      expect(answer.status, range).toBe(200);
      expect(answer.bytes.toString(), range).toBe(script);
    }
  });
});

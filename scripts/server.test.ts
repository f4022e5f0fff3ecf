import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@/lib/coupons/csv-import";
import { signClientIp } from "@/lib/http/client-ip";
import { UPLOAD_ENVELOPE_BYTES } from "@/lib/storage";
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "@/lib/storage/image-file";
// @ts-expect-error plain JavaScript module without types
import { ACTION_BODY_BYTES, BODY_LIMITS, callerAddress, earlyRefusal, withClientAddress } from "./server.mjs";

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

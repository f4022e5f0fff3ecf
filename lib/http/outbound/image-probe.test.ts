import { describe, expect, it } from "vitest";
import { probeImage, refuseUrl, type ResolvedAddress, type Resolver, type Transport } from "./image-probe";

// The SSRF rules of the image check (decision 616), on a fake DNS and a fake transport: nothing here
// opens a socket, and every test names what the transport was (or was not) asked.

type Answer = { status: number; headers?: Record<string, string> };
type Sent = { url: string; address: string; method: string; headers: Record<string, string> };

const PUBLIC = "93.184.216.34";

function fakeNet(dns: Record<string, string[]>, answers: Record<string, Answer | ((method: string) => Answer)>) {
  const sent: Sent[] = [];
  const resolve: Resolver = async (host) => {
    const list = dns[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return list.map((address): ResolvedAddress => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  const transport: Transport = async ({ url, address, method, headers }) => {
    sent.push({ url: url.href, address: address.address, method, headers });
    const answer = answers[url.href];
    if (!answer) return { status: 404, headers: {} };
    const { status, headers: h = {} } = typeof answer === "function" ? answer(method) : answer;
    return { status, headers: h };
  };
  return { sent, options: { resolve, transport } };
}

const png = { status: 200, headers: { "content-type": "image/png" } };

describe("refuseUrl", () => {
  it("takes https on the default port without credentials only", () => {
    expect(refuseUrl("https://img.example/a.png")).toHaveProperty("url");
    expect(refuseUrl("https://img.example:443/a.png")).toHaveProperty("url");
    expect(refuseUrl("http://img.example/a.png")).toEqual({ reason: "not-https" });
    expect(refuseUrl("ftp://img.example/a.png")).toEqual({ reason: "not-https" });
    expect(refuseUrl("file:///etc/passwd")).toEqual({ reason: "not-https" });
    expect(refuseUrl("not a url")).toEqual({ reason: "not-https" });
    expect(refuseUrl("https://user:secret@img.example/a.png")).toEqual({ reason: "credentials" });
    expect(refuseUrl("https://user@img.example/a.png")).toEqual({ reason: "credentials" });
    expect(refuseUrl("https://img.example:8443/a.png")).toEqual({ reason: "port" });
  });
});

describe("probeImage (SSRF)", () => {
  it("accepts an https URL on a public address that answers HEAD with an image type, reading headers only", async () => {
    const net = fakeNet({ "img.example": [PUBLIC] }, { "https://img.example/a.png": png });
    expect(await probeImage("https://img.example/a.png", net.options)).toEqual({ ok: true, contentType: "image/png" });
    expect(net.sent).toEqual([
      expect.objectContaining({ url: "https://img.example/a.png", address: PUBLIC, method: "HEAD" }),
    ]);
  });

  it("refuses a host that resolves to loopback, private or link-local addresses before any request", async () => {
    for (const address of ["127.0.0.1", "10.0.0.5", "192.168.1.10", "169.254.169.254", "::1", "fd00::1"]) {
      const net = fakeNet({ "inside.example": [address] }, { "https://inside.example/a.png": png });
      expect(await probeImage("https://inside.example/a.png", net.options)).toEqual({
        ok: false,
        reason: "not-public",
      });
      expect(net.sent).toEqual([]);
    }
  });

  it("refuses a host with any private address among its answers (no picking the public one)", async () => {
    const net = fakeNet({ "mixed.example": [PUBLIC, "127.0.0.1"] }, { "https://mixed.example/a.png": png });
    expect(await probeImage("https://mixed.example/a.png", net.options)).toEqual({ ok: false, reason: "not-public" });
    expect(net.sent).toEqual([]);
  });

  it("refuses IP literals of private ranges in every spelling, without asking DNS", async () => {
    const net = fakeNet({}, {});
    for (const url of [
      "https://127.0.0.1/a.png",
      "https://0x7f.1/a.png",
      "https://2130706433/a.png",
      "https://[::1]/a.png",
      "https://[::ffff:169.254.169.254]/latest/meta-data",
      "https://10.0.0.1/a.png",
    ])
      expect(await probeImage(url, net.options), url).toEqual({ ok: false, reason: "not-public" });
    expect(net.sent).toEqual([]);
  });

  it("refuses http, credentials and other ports before any network", async () => {
    const net = fakeNet({ "img.example": [PUBLIC] }, { "https://img.example/a.png": png });
    expect(await probeImage("http://img.example/a.png", net.options)).toMatchObject({ reason: "not-https" });
    expect(await probeImage("https://u:p@img.example/a.png", net.options)).toMatchObject({ reason: "credentials" });
    expect(await probeImage("https://img.example:22/a.png", net.options)).toMatchObject({ reason: "port" });
    expect(net.sent).toEqual([]);
  });

  it("connects to the address it checked, never to a second DNS answer", async () => {
    let calls = 0;
    const resolve: Resolver = async () =>
      calls++ === 0 ? [{ address: PUBLIC, family: 4 }] : [{ address: "127.0.0.1", family: 4 }];
    const addresses: string[] = [];
    const transport: Transport = async ({ address }) => {
      addresses.push(address.address);
      return png;
    };
    expect(await probeImage("https://rebind.example/a.png", { resolve, transport })).toMatchObject({ ok: true });
    expect(calls).toBe(1);
    expect(addresses).toEqual([PUBLIC]);
  });

  it("follows a redirect to a public https image, checking the new host", async () => {
    const net = fakeNet(
      { "short.example": [PUBLIC], "cdn.example": ["2606:4700::6810:85e5"] },
      {
        "https://short.example/x": { status: 301, headers: { location: "https://cdn.example/real.webp" } },
        "https://cdn.example/real.webp": { status: 200, headers: { "content-type": "image/webp" } },
      },
    );
    expect(await probeImage("https://short.example/x", net.options)).toEqual({ ok: true, contentType: "image/webp" });
    expect(net.sent.map((s) => [s.url, s.address])).toEqual([
      ["https://short.example/x", PUBLIC],
      ["https://cdn.example/real.webp", "2606:4700::6810:85e5"],
    ]);
  });

  it("refuses redirects to private hosts, to http, to credentials, and too many of them", async () => {
    const cases: [string, string, string][] = [
      ["https://metadata.example/", "not-public", "https://169.254.169.254/latest/meta-data/"],
      ["https://internal.example/", "not-public", "https://intranet.example/a.png"],
      ["https://plain.example/", "not-https", "http://img.example/a.png"],
      ["https://creds.example/", "credentials", "https://admin:admin@img.example/a.png"],
    ];
    for (const [from, reason, location] of cases) {
      const net = fakeNet(
        {
          "metadata.example": [PUBLIC],
          "internal.example": [PUBLIC],
          "plain.example": [PUBLIC],
          "creds.example": [PUBLIC],
          "intranet.example": ["10.1.1.1"],
          "img.example": [PUBLIC],
        },
        { [from]: { status: 302, headers: { location } }, [location]: png },
      );
      expect(await probeImage(from, net.options), from).toEqual({ ok: false, reason });
      expect(net.sent.map((s) => s.url)).toEqual([from]);
    }
    const loop = fakeNet(
      { "loop.example": [PUBLIC] },
      {
        "https://loop.example/": { status: 302, headers: { location: "/" } },
      },
    );
    expect(await probeImage("https://loop.example/", loop.options)).toEqual({ ok: false, reason: "redirects" });
    expect(loop.sent).toHaveLength(4);
  });

  it("falls back to a GET of the first byte when HEAD is refused", async () => {
    const net = fakeNet(
      { "s3.example": [PUBLIC] },
      {
        "https://s3.example/a.jpg": (method) =>
          method === "HEAD" ? { status: 403 } : { status: 206, headers: { "content-type": "image/jpeg" } },
      },
    );
    expect(await probeImage("https://s3.example/a.jpg", net.options)).toEqual({ ok: true, contentType: "image/jpeg" });
    expect(net.sent.map((s) => [s.method, s.headers.range])).toEqual([
      ["HEAD", undefined],
      ["GET", "bytes=0-0"],
    ]);
  });

  it("refuses a page that is not an image, a missing one, and an unknown host", async () => {
    const net = fakeNet(
      { "site.example": [PUBLIC] },
      { "https://site.example/page": { status: 200, headers: { "content-type": "text/html; charset=utf-8" } } },
    );
    expect(await probeImage("https://site.example/page", net.options)).toEqual({
      ok: false,
      reason: "not-image",
      contentType: "text/html",
    });
    expect(await probeImage("https://site.example/missing.png", net.options)).toEqual({
      ok: false,
      reason: "status",
      status: 404,
    });
    expect(await probeImage("https://nowhere.example/a.png", net.options)).toEqual({
      ok: false,
      reason: "host-not-found",
    });
  });

  it("gives up at the deadline when the host or DNS never answers", async () => {
    const never = new Promise<never>(() => {});
    const slowDns = await probeImage("https://slow.example/a.png", { resolve: () => never, timeoutMs: 50 });
    expect(slowDns).toEqual({ ok: false, reason: "timeout" });
    const slowHost = await probeImage("https://slow.example/a.png", {
      resolve: async () => [{ address: PUBLIC, family: 4 }],
      transport: () => never,
      timeoutMs: 50,
    });
    expect(slowHost).toEqual({ ok: false, reason: "timeout" });
  });

  it("answers a transport failure as unreachable, not as an exception", async () => {
    const result = await probeImage("https://down.example/a.png", {
      resolve: async () => [{ address: PUBLIC, family: 4 }],
      transport: async () => {
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      },
    });
    expect(result).toEqual({ ok: false, reason: "unreachable" });
  });
});

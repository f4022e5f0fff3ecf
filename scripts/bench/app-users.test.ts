import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_MIX, forwardedAddress, pick, playUsers, sourceAddress, USER_MIX } from "./app-users";

describe("the mixes", () => {
  it("land each roll on its action in the issue's proportions", () => {
    const rolls = Array.from({ length: 1000 }, (_, i) => pick(USER_MIX, i / 1000));
    const share = (action: string) => rolls.filter((a) => a === action).length / rolls.length;
    expect([share("feed"), share("offer"), share("click"), share("claim")]).toEqual([0.7, 0.2, 0.08, 0.02]);
    expect(pick(USER_MIX, 0.999_999)).toBe("claim");
  });

  it("play the user mix's events alone in its proportions", () => {
    const total = EVENT_MIX.reduce((n, [, share]) => n + share, 0);
    expect(total).toBeCloseTo(1);
    expect(EVENT_MIX.map(([action, share]) => [action, Math.round(share * 30)])).toEqual([
      ["view", 20],
      ["click", 8],
      ["claim", 2],
    ]);
  });
});

describe("the users' addresses", () => {
  it("are distinct loopback addresses per user and run, every octet in range", () => {
    const addresses = [0, 1, 99].flatMap((run) => Array.from({ length: 600 }, (_, u) => sourceAddress(run, u)));
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) {
      const octets = address.split(".").map(Number);
      expect(octets[0]).toBe(127);
      expect(octets.every((o) => o >= 0 && o <= 255)).toBe(true);
      expect(octets[3]).toBeGreaterThanOrEqual(2); // never 127.x.y.0 or .1
    }
    expect(() => sourceAddress(100, 0)).toThrow();
    expect(() => sourceAddress(0, 62_500)).toThrow();
  });

  it("named in X-Forwarded-For are new each time", () => {
    expect([1, 2, 256, 65_536 + 3].map(forwardedAddress)).toEqual(["10.0.0.1", "10.0.0.2", "10.0.1.0", "10.1.0.3"]);
  });
});

type Seen = { method: string; path: string; from: string; device?: string; forwarded?: string; agent?: string };

describe("playing users against a server", () => {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({
      method: req.method!,
      path: req.url!,
      from: req.socket.remoteAddress!,
      device: req.headers["x-device-id"] as string | undefined,
      forwarded: req.headers["x-forwarded-for"] as string | undefined,
      agent: req.headers["user-agent"],
    });
    req.resume();
    const status = req.url!.startsWith("/go/")
      ? 302
      : req.url!.endsWith("/views")
        ? 202
        : req.url!.endsWith("/claims")
          ? 201
          : 200;
    res.writeHead(status).end("{}");
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = { seconds: 0.3, thinkMs: [0, 2] as [number, number], port: () => port, appKeys: ["k1", "k2"] };

  it("sends each user's requests from its own address as one device, and tallies what was answered", async () => {
    seen.length = 0;
    const played = await playUsers({ ...options, run: 7, users: 5, mix: USER_MIX, coupon: () => "c1" });
    expect(played.errors.size).toBe(0);
    expect(played.requests).toBe(seen.length);
    const users = Array.from({ length: 5 }, (_, u) => sourceAddress(7, u));
    expect(new Set(seen.map((s) => s.from))).toEqual(new Set(users));
    for (const address of users) {
      const devices = new Set(seen.filter((s) => s.from === address && s.device).map((s) => s.device));
      expect(devices.size).toBeLessThanOrEqual(1);
    }
    // Every view follows its offer's GET; one device viewing one offer is one view, however often.
    const views = seen.filter((s) => s.path.endsWith("/views"));
    expect(seen.filter((s) => s.path === "/api/v1/offers/c1").length).toBe(views.length);
    expect(played.sent.views.tried).toEqual(played.sent.views.acked);
    expect(played.sent.views.tried.size).toBe(new Set(views.map((v) => v.device)).size);
    expect(seen.some((s) => s.forwarded)).toBe(false);
  });

  it("sends every event from a new visitor when asked", async () => {
    seen.length = 0;
    const played = await playUsers({
      ...options,
      run: 8,
      users: 3,
      mix: EVENT_MIX,
      coupon: () => "hot",
      freshVisitors: true,
    });
    expect(played.errors.size).toBe(0);
    expect(seen.every((s) => s.path.startsWith("/go/hot") || s.path.startsWith("/api/v1/offers/hot/"))).toBe(true);
    const forwarded = seen.map((s) => s.forwarded);
    expect(new Set(forwarded).size).toBe(seen.length);
    const { views, clicks, claims } = played.sent;
    expect(views.tried.size + clicks.tried.size + claims.tried.size).toBe(seen.length);
  });

  it("counts a refused or failed request as tried, not acknowledged", async () => {
    const refusing = http.createServer((req, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    try {
      const refusingPort = (refusing.address() as AddressInfo).port;
      const played = await playUsers({
        ...options,
        port: () => refusingPort,
        run: 9,
        users: 2,
        mix: [["claim", 1]],
        coupon: () => "c1",
      });
      expect(played.sent.claims.tried.size).toBeGreaterThan(0);
      expect(played.sent.claims.acked.size).toBe(0);
      expect([...played.errors.keys()]).toEqual(["claim 503"]);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});

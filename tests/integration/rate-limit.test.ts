import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { signClientIp, UNVERIFIED_IP } from "@/lib/http/client-ip";
import { clientIp, rateLimit } from "@/lib/rate-limit";
import { fromIp } from "./public-helpers";

describe("rateLimit (database fixed window)", () => {
  it("allows up to the limit, then refuses with the seconds left in the window", async () => {
    const key = `test:${randomUUID()}`;
    const rule = { limit: 3, windowSeconds: 60 };
    const now = new Date();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await rateLimit(key, rule, now));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBe(60);
    const later = new Date(now.getTime() + 45_000);
    expect((await rateLimit(key, rule, later)).retryAfterSeconds).toBe(15);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `test:${randomUUID()}`;
    const rule = { limit: 1, windowSeconds: 10 };
    const start = new Date();
    expect((await rateLimit(key, rule, start)).ok).toBe(true);
    expect((await rateLimit(key, rule, start)).ok).toBe(false);
    const next = new Date(start.getTime() + 10_001);
    expect((await rateLimit(key, rule, next)).ok).toBe(true);
    const row = await db.rateLimitBucket.findUniqueOrThrow({ where: { key } });
    expect(row.count).toBe(1);
  });

  it("counts a concurrent burst exactly (atomic upsert)", async () => {
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => rateLimit(key, { limit: 5, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key } })).count).toBe(12);
  });

  it("trusts only the address signed by the app server, never a forwarding header the client sends [security 20]", () => {
    const req = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
    expect(clientIp(req(fromIp("203.0.113.7")))).toBe("203.0.113.7");
    expect(clientIp(req({ ...fromIp("203.0.113.7"), "x-forwarded-for": "198.51.100.9" }))).toBe("203.0.113.7");
    // Forged: no signature, a signature for another address, a signature made with another secret.
    expect(clientIp(req({ "x-forwarded-for": "198.51.100.2", "x-real-ip": "198.51.100.2" }))).toBe(UNVERIFIED_IP);
    expect(
      clientIp(
        req({
          "x-client-ip": "198.51.100.2",
          "x-client-ip-signature": fromIp("203.0.113.7")["x-client-ip-signature"]!,
        }),
      ),
    ).toBe(UNVERIFIED_IP);
    expect(
      clientIp(
        req({ "x-client-ip": "198.51.100.2", "x-client-ip-signature": signClientIp("198.51.100.2", "another secret") }),
      ),
    ).toBe(UNVERIFIED_IP);
  });
});

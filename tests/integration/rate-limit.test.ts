import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { clientIp, rateLimit } from "@/lib/rate-limit";

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
    const results = await Promise.all(Array.from({ length: 12 }, () => rateLimit(key, { limit: 5, windowSeconds: 60 })));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key } })).count).toBe(12);
  });

  it("reads the client IP from the first x-forwarded-for hop, else x-real-ip", () => {
    const req = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
    expect(clientIp(req({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }))).toBe("203.0.113.7");
    expect(clientIp(req({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientIp(req({}))).toBe("unknown");
  });
});

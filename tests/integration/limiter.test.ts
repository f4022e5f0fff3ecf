import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { type Budget, budgetKey, enforce, forget, refund, spend, take } from "@/lib/limits/limiter";
import { LIMITS, TOO_MANY_REQUESTS_MESSAGE } from "@/lib/limits/rules";
import { activeStore, disconnectLimits } from "@/lib/limits/stores";
import { TEST_REDIS_URL, redisAnswers, sayRedisSkipped } from "../setup/redis";
import { usesLeft } from "./limit-helpers";

// The one limiter (decision 819) against each of its stores: the database's table always (on PGlite and
// on PostgreSQL), Redis where one answers here. Its outage is in limiter-redis-outage.test.ts.

const redisUp = await redisAnswers();
if (!redisUp) sayRedisSkipped("the limiter's tests on the Redis store are");
const stores = redisUp ? (["postgres", "redis"] as const) : (["postgres"] as const);

/** A budget of 10 uses an hour that no other test counts on. */
const fresh = (): Budget => ({ rule: "couponImport", key: `limiter-test:${randomUUID()}` });
const rowOf = (budget: Budget) => db.rateLimit.findUnique({ where: { key: `${budget.rule}:${budgetKey(budget)}` } });
const takes = async (budget: Budget, n: number) => {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await take(budget));
  return results;
};

async function countIn(store: "postgres" | "redis") {
  await disconnectLimits();
  if (store === "redis") process.env.REDIS_URL = TEST_REDIS_URL;
  else delete process.env.REDIS_URL;
  resetEnvCache();
  await vi.waitFor(() => expect(activeStore()).toBe(store), { timeout: 10_000 });
}

afterAll(async () => {
  delete process.env.REDIS_URL;
  resetEnvCache();
  await disconnectLimits();
});

describe.each(stores)("the limiter, counting in %s", (store) => {
  beforeAll(() => countIn(store));

  it("lets the limit through, then refuses with the seconds left in the window", async () => {
    const budget = fresh();
    const { limit, windowSeconds } = LIMITS.couponImport;
    expect((await takes(budget, limit)).every((r) => r.ok)).toBe(true);
    const refused = await take(budget);
    expect(refused.ok).toBe(false);
    const wait = refused.ok ? 0 : refused.retryAfterSeconds;
    expect(wait).toBeGreaterThan(windowSeconds - 60);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
    await expect(enforce(budget)).rejects.toMatchObject({
      code: "rate_limited",
      message: TOO_MANY_REQUESTS_MESSAGE,
      extra: { retryAfterSeconds: expect.any(Number) },
    });
    // Counted where it says: a row in the database's table only when that is the store.
    expect(Boolean(await rowOf(budget))).toBe(store === "postgres");
  });

  it("a refund gives back the use an attempt took; forgetting makes the budget whole", async () => {
    const budget = fresh();
    await takes(budget, LIMITS.couponImport.limit);
    await refund(budget);
    expect((await take(budget)).ok).toBe(true);
    expect((await take(budget)).ok).toBe(false);
    await forget(budget);
    expect(await usesLeft(budget)).toBe(LIMITS.couponImport.limit);
    expect((await take(budget)).ok).toBe(true);
  });

  it("50 uses at once of a limit of 10: exactly 10 pass", async () => {
    const budget = fresh();
    const results = await Promise.all(Array.from({ length: 50 }, () => take(budget)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(await usesLeft(budget)).toBe(0);
  });

  it("counts every budget even when one refuses, and answers with the refused rule's message and wait", async () => {
    const spent: Budget = { rule: "leadPerEmail", key: `${randomUUID()}@example.com` };
    await spend(spent);
    const other = fresh();
    await expect(enforce(other, spent)).rejects.toMatchObject({
      code: "rate_limited",
      message: LIMITS.leadPerEmail.message,
      extra: { retryAfterSeconds: expect.any(Number) },
    });
    expect(await usesLeft(other)).toBe(LIMITS.couponImport.limit - 1);
  });

  it("an IPv6 caller is its /64: addresses of one /64 share a budget, another /64 has its own [security 31]", async () => {
    const net = randomUUID().slice(0, 4);
    const from = (address: string): Budget => ({ rule: "contact", key: "limiter-test", address });
    for (let i = 1; i <= LIMITS.contact.limit; i++) expect((await take(from(`2001:db8:${net}:1::${i}`))).ok).toBe(true);
    expect((await take(from(`2001:db8:${net}:1:ffff:ffff:ffff:ffff`))).ok).toBe(false);
    expect((await take(from(`2001:0db8:${net}:0001:0::7`))).ok).toBe(false);
    expect((await take(from(`2001:db8:${net}:2::1`))).ok).toBe(true);
  });
});

describe("the database store's windows", () => {
  beforeAll(() => countIn("postgres"));
  afterEach(() => {
    vi.useRealTimers();
  });

  it("start again once the window has ended (the stores read the system clock)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const budget = fresh();
    await takes(budget, LIMITS.couponImport.limit);
    const refused = await take(budget);
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: LIMITS.couponImport.windowSeconds });
    vi.setSystemTime(Date.now() + (LIMITS.couponImport.windowSeconds - 1) * 1000);
    expect(await take(budget)).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    vi.setSystemTime(Date.now() + 1000);
    expect((await take(budget)).ok).toBe(true);
    expect(await usesLeft(budget)).toBe(LIMITS.couponImport.limit - 1);
  });
});

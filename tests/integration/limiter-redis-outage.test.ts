import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { type Budget, budgetKey, take } from "@/lib/limits/limiter";
import { LIMITS } from "@/lib/limits/rules";
import { activeStore, disconnectLimits } from "@/lib/limits/stores";
import { freePort } from "../../scripts/db/embedded";
import { startDatabaseProxy } from "../load/db-proxy";
import { TEST_REDIS_URL, redisAnswers, sayRedisSkipped } from "../setup/redis";
import { usesLeft } from "./limit-helpers";

// Redis going away while the app runs (decision 819): the database store counts at once, without a
// request waiting on Redis, and Redis counts again once it is back. Redis is cut through a TCP proxy, so
// the machine's own Redis is never stopped.

const redisUp = await redisAnswers();
if (!redisUp) sayRedisSkipped("the limiter's Redis outage tests are");

const fresh = (): Budget => ({ rule: "couponImport", key: `outage-test:${randomUUID()}` });
const rowOf = (budget: Budget) => db.rateLimit.findUnique({ where: { key: `${budget.rule}:${budgetKey(budget)}` } });

async function useRedisAt(url: string) {
  await disconnectLimits();
  process.env.REDIS_URL = url;
  resetEnvCache();
}

afterAll(async () => {
  delete process.env.REDIS_URL;
  resetEnvCache();
  await disconnectLimits();
});

describe.runIf(redisUp)("the limiter when Redis goes away", () => {
  it("counts in the database while Redis is cut, still refusing past the limit, and in Redis again once it is back", async () => {
    const proxy = await startDatabaseProxy(TEST_REDIS_URL);
    try {
      await useRedisAt(proxy.url);
      await vi.waitFor(() => expect(activeStore()).toBe("redis"), { timeout: 10_000 });
      const budget = fresh();
      const { limit } = LIMITS.couponImport;
      for (let i = 0; i < 3; i++) expect((await take(budget)).ok).toBe(true);
      expect(await rowOf(budget)).toBeNull();

      await proxy.cut();
      await vi.waitFor(() => expect(activeStore()).toBe("postgres"), { timeout: 10_000 });
      const started = performance.now();
      const during = [];
      for (let i = 0; i <= limit; i++) during.push((await take(budget)).ok);
      // The insurance store has its own count: a whole limit, then a refusal; no call waited on Redis.
      expect(during).toEqual([...Array<boolean>(limit).fill(true), false]);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect((await rowOf(budget))?.points).toBe(limit + 1);

      await proxy.restore();
      await vi.waitFor(() => expect(activeStore()).toBe("redis"), { timeout: 10_000 });
      expect((await take(budget)).ok).toBe(true);
      expect(await usesLeft(budget)).toBe(limit - 4);
    } finally {
      await proxy.close();
    }
  });

  it("counts in the database from the first call when REDIS_URL names a Redis that never answers", async () => {
    await useRedisAt(`redis://127.0.0.1:${await freePort()}`);
    const budget = fresh();
    const started = performance.now();
    expect((await take(budget)).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(activeStore()).toBe("postgres");
    expect((await rowOf(budget))?.points).toBe(1);
  });
});

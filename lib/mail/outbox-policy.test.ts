import { describe, expect, it } from "vitest";
import {
  FIRST_RETRY_MS,
  LEASE_MS,
  MAX_ATTEMPTS,
  MAX_RETRY_MS,
  PROVIDER_KEY_TTL_MS,
  retryDelayMs,
} from "./outbox-policy";

const middle = () => 0.5;
const total = (random: () => number) =>
  Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, random)).reduce((a, b) => a + b, 0);

describe("outbox retry policy", () => {
  it("waits 30 s, 1 min, 2 min, ... doubling up to an hour", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, middle))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(8, middle)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(20, middle)).toBe(MAX_RETRY_MS);
  });

  it("spreads each wait by at most 20 % either way", () => {
    expect(retryDelayMs(1, () => 0)).toBe(FIRST_RETRY_MS * 0.8);
    expect(retryDelayMs(1, () => 0.999_999)).toBeCloseTo(FIRST_RETRY_MS * 1.2, -1);
  });

  it("gives up within the provider's idempotency window, even with the longest jitter and leases", () => {
    const longest = total(() => 0.999_999) + MAX_ATTEMPTS * LEASE_MS;
    expect(longest).toBeLessThan(PROVIDER_KEY_TTL_MS);
    // ... and keeps trying for most of a day, not minutes.
    expect(total(() => 0)).toBeGreaterThan(12 * 60 * 60_000);
  });
});

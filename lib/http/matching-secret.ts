import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The digest of the one of `secrets` that `sent` equals, or null. Compared as fixed-length SHA-256
 * digests in constant time, every secret each time, so neither a match nor its position shows in the
 * timing. The app's keys (./app-key.ts) and the scheduler's secret (./cron-auth.ts) are checked with it.
 */
export function matchingSecret(sent: string, secrets: readonly string[]): Buffer | null {
  const actual = digest(sent);
  let match: Buffer | null = null;
  for (const secret of secrets) {
    const expected = digest(secret);
    if (timingSafeEqual(actual, expected) && !match) match = expected;
  }
  return match;
}

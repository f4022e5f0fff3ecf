// The local Redis the limiter's Redis store is tested against (TEST_REDIS_URL or 127.0.0.1:6379), where
// one answers: its tests are skipped, with one line saying so, where none does (as PostgreSQL's are).
import { answersAt } from "./postgres";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export function redisAnswers(): Promise<boolean> {
  if (process.env.SKIP_REDIS_TESTS) return Promise.resolve(false);
  return answersAt(TEST_REDIS_URL, 6379);
}

/** One line in the test output when the Redis tests do not run here. */
export function sayRedisSkipped(what: string): void {
  console.warn(`[tests] no Redis answers at ${TEST_REDIS_URL}: ${what} skipped (set TEST_REDIS_URL to run them)`);
}

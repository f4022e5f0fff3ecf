import "server-only";
import { after } from "next/server";

/**
 * Runs work after the answer is sent, so the answer takes the same time whatever the work is (an
 * e-mail for a known account, nothing for an unknown one). Outside a request (tests, scripts) it runs
 * before returning. A failure is logged; the person can ask for another e-mail.
 */
export async function afterResponse(label: string, task: () => Promise<unknown>): Promise<void> {
  const guarded = async () => {
    try {
      await task();
    } catch (error) {
      console.error(`[partner-auth] ${label} failed`, error instanceof Error ? error.message : error);
    }
  };
  try {
    after(guarded);
  } catch {
    await guarded();
  }
}

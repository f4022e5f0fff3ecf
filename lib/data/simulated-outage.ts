import "server-only";
import { getEnv } from "@/lib/env";

/** Browser tests ask for post slugs and service ids with this prefix to see the failure screen (decision 204). */
const SIMULATED_OUTAGE_PREFIX = "e2e-simulated-outage";

/** Throws as a lost database would, for such a key, in the browser tests' build only. */
export function failIfSimulatedOutage(key: string): void {
  if (getEnv().E2E_TEST_ROUTES === "1" && key.startsWith(SIMULATED_OUTAGE_PREFIX)) {
    throw new Error("Simulated database outage (browser tests only)");
  }
}

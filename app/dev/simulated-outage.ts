import "server-only";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { failIfSimulatedOutage } from "@/lib/data/simulated-outage";
import { getEnv } from "@/lib/env";

/** Set by a browser test to make the outage pages' read fail; cleared to let Try again succeed. */
const OUTAGE_COOKIE = "e2e-simulated-outage";

/**
 * The read of a section's outage test page (`dev/outage/page.dev.tsx` in the dashboard and the console;
 * decision 552): it fails as a lost database would while the test's cookie is set, inside the section's
 * layout. Those pages are absent from production builds, and answer 404 unless E2E_TEST_ROUTES=1.
 */
export async function simulatedOutageRead(): Promise<void> {
  await connection();
  if (getEnv().E2E_TEST_ROUTES !== "1") notFound();
  failIfSimulatedOutage((await cookies()).get(OUTAGE_COOKIE)?.value ?? "");
}

import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getEnv } from "@/lib/env";

// Lets the browser tests see the render-failure screen; absent unless E2E_TEST_ROUTES=1.
export default async function DevErrorPage() {
  await connection();
  if (getEnv().E2E_TEST_ROUTES !== "1") notFound();
  throw new Error("Deliberate failure for the error screen test");
}

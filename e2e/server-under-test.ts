import { readFileSync } from "node:fs";
import path from "node:path";

// What the tests know of the e2e server (started by the webServer in playwright.config.ts): its data
// folder holds the embedded database's address and, in the demo, the secret it signs sessions with.

const dataDir = () => path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");

/** The server's own database. */
export function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const info = JSON.parse(readFileSync(path.join(dataDir(), "pglite.json"), "utf8")) as { url: string };
  return info.url;
}

/** The server's signing secret, found as lib/env.ts getAuthSecret() finds it (scripts/app.ts passes it on). */
export function authSecret(): string {
  const fromEnv = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  return fromEnv || readFileSync(path.join(dataDir(), "auth-secret"), "utf8").trim();
}

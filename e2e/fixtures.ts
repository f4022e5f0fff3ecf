import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import pg from "pg";

/** The e2e server's own database (started by the webServer in playwright.config.ts). */
function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const info = JSON.parse(readFileSync(path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e", "pglite.json"), "utf8")) as { url: string };
  return info.url;
}

type Fixtures = { sql: pg.Pool; allowConsoleErrors: boolean };

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  // Browser tests fail on any console error the user's browser would show, unless a test expects them.
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !/status of 404|status of 500/.test(m.text())) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await use(page);
    if (!allowConsoleErrors) expect(errors, "console errors").toEqual([]);
  },
  sql: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
    await use(pool);
    await pool.end();
  },
});

export { expect };

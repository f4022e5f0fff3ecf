import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { databaseUrl } from "./server-under-test";

export { TEST_STAFF_PASSWORD, createStaff, enrolSecondFactor, type TestStaff } from "./staff-accounts";

/** A partner account made straight in the database, as the partner tests need it. */
export type TestPartner = { id: string; email: string; password: string; firstName: string; lastName: string };

/** Not on the common-password list the server refuses. */
export const TEST_PARTNER_PASSWORD = "Saffron-Kite-2931";

/** A client address of its own, so one test's per-IP rate limits never throttle another's. */
export function randomIp(): string {
  const n = parseInt(randomUUID().slice(0, 6), 16);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 253) + 1}`;
}

/** Inserts a partner (approved unless told otherwise) with an argon2id hash of the password, as sign-up stores it. */
export async function createPartner(
  sql: pg.Pool,
  {
    status = "APPROVED",
    password = TEST_PARTNER_PASSWORD,
    prefix = "partner",
  }: { status?: "APPROVED" | "PENDING" | "REJECTED" | "SUSPENDED"; password?: string; prefix?: string } = {},
): Promise<TestPartner> {
  const partner = {
    id: `e2e${randomUUID().replaceAll("-", "")}`,
    email: `${prefix}.${randomUUID().slice(0, 8)}@example.com`,
    password,
    firstName: "Asha",
    lastName: "Rao",
  };
  const passwordHash = await hash(password.normalize("NFKC"), { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await sql.query(
    `INSERT INTO "Partner" (id, "firstName", "lastName", email, "phoneNumber", "companyName", "companyAddress", "companyPrivacyUrl", "passwordHash", status, "emailVerifiedAt", "updatedAt")
     VALUES ($1, $2, $3, $4, '+91 98765 43210', 'Rao Foods', '1 MG Road, Bengaluru', 'https://raofoods.example/privacy', $5, $6, now(), now())`,
    [partner.id, partner.firstName, partner.lastName, partner.email, passwordHash, status],
  );
  return partner;
}

/**
 * Signs `partner` in the way the JSON API signs in (POST /api/v1/user/login), which opens a device
 * session of its own, and puts the authToken cookie in this browser context. Answers the token.
 */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  partner: Pick<TestPartner, "email" | "password">,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await context.request.post("/api/v1/user/login", {
    data: { email: partner.email, password: partner.password },
    headers: { "x-forwarded-for": randomIp(), ...headers },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  await context.addCookies([
    {
      name: "authToken",
      value: data.token,
      url: baseURL,
      httpOnly: true,
      sameSite: "Lax",
      expires: Math.floor(Date.now() / 1000) + 604_800,
    },
  ]);
  return data.token;
}

type Fixtures = {
  sql: pg.Pool;
  allowConsoleErrors: boolean;
  signedInPartner: TestPartner & { token: string };
};

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  // Each test is a visitor of its own: its browser and its request context name a client address of their
  // own (the e2e server trusts one proxy hop), so per-address limits such as the page views' 120 a minute
  // never see the whole suite's traffic as one visitor's. A request can still name another address.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": randomIp() });
  },
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
  // An approved partner signed in the way the JSON API signs in (POST /api/v1/user/login), with the
  // authToken cookie in this browser context: tests start on /dashboard without the sign-in screens.
  signedInPartner: async ({ sql, context, baseURL }, use) => {
    const partner = await createPartner(sql);
    await use({ ...partner, token: await signInContext(context, baseURL!, partner) });
  },
});

export { expect };

/**
 * Pauses the page's installed clock (page.clock.install) a second ahead of the page's own time. The
 * clock keeps running until the pause lands, so on a busy machine that second may already be past:
 * then it asks again from the page's new time.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }).toPass();
}

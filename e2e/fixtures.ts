import { randomUUID } from "node:crypto";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { SESSION_COOKIE } from "../lib/auth/cookie-name";
import { deviceLabel } from "../lib/auth/device-label";
import { BlogListPage } from "./pages/blog-list-page";
import { BlogPostPage } from "./pages/blog-post-page";
import { CalculatorPage } from "./pages/calculator-page";
import { AccountDeletionPage, ContactPage, LeadSignupPage } from "./pages/marketing-forms";
import { ProfilePage } from "./pages/partner-dashboard";
import { passwordHash } from "../tests/shared/password-hash";
import { mintSessionCookie } from "./session-cookie";
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

/** A partner session's lifetime, as lib/auth/session-token.ts's SESSION_MAX_AGE_SECONDS (the spec's 7 days). */
const PARTNER_SESSION_SECONDS = 7 * 24 * 60 * 60;

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
  await sql.query(
    `INSERT INTO "Partner" (id, "firstName", "lastName", email, "phoneNumber", "companyName", "companyAddress", "companyPrivacyUrl", "passwordHash", status, "emailVerifiedAt", "updatedAt")
     VALUES ($1, $2, $3, $4, '+91 98765 43210', 'Rao Foods', '1 MG Road, Bengaluru', 'https://raofoods.example/privacy', $5, $6, now(), now())`,
    [partner.id, partner.firstName, partner.lastName, partner.email, await passwordHash(password), status],
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

/**
 * A partner session made the way the sign-in makes one, without the sign-in: a PartnerSession row for this
 * device and the token lib/auth/session-token.ts issues for it (same claims, secret and lifetime), set as
 * the authToken cookie in `context` (like setStaffSession in ./staff-accounts.ts). The token is also the
 * Bearer token the JSON API takes. The real sign-in is walked in partner-auth.spec.ts and api-contract.spec.ts.
 */
export async function setPartnerSession(
  sql: pg.Pool,
  context: BrowserContext,
  baseURL: string,
  partner: Pick<TestPartner, "id" | "email" | "firstName" | "lastName">,
  userAgent = "",
): Promise<string> {
  const sid = `e2e${randomUUID().replaceAll("-", "")}`;
  await sql.query(
    `INSERT INTO "PartnerSession" (id, "partnerId", device, "expiresAt") VALUES ($1, $2, $3, now() + $4 * interval '1 second')`,
    [sid, partner.id, deviceLabel(userAgent), PARTNER_SESSION_SECONDS],
  );
  // That the server takes it (by the cookie and as a Bearer token) is checked once, in
  // fixture-sessions.spec.ts, not again before each of the many tests that start signed in.
  return mintSessionCookie(context, baseURL, {
    cookie: SESSION_COOKIE,
    claims: { sub: partner.id, sid, email: partner.email, name: `${partner.firstName} ${partner.lastName}`.trim() },
    maxAge: PARTNER_SESSION_SECONDS,
  });
}

/**
 * `test.use(expectErrors(...))`: the console errors, page errors and 5xx answers ("HTTP 500 GET /path") a
 * test provokes on purpose, each matched by a pattern; any other still fails the test. (An object, not a
 * bare array: Playwright would read `[pattern, pattern]` as a fixture's value and its options.)
 */
export function expectErrors(...patterns: (RegExp | RegExp[])[]): { expectedErrors: { patterns: RegExp[] } } {
  return { expectedErrors: { patterns: patterns.flat() } };
}

/**
 * For `expectErrors`: the answer `status` to a request for `path` (a string, or a pattern for a path with
 * a generated part), as the page's response and as the browser's console report it.
 */
export function answered(status: number, path: string | RegExp): RegExp[] {
  const at = typeof path === "string" ? path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : path.source;
  return [
    new RegExp(`^HTTP ${status} [A-Z]+ ${at}$`),
    new RegExp(`^Failed to load resource: .* status of ${status} .* at ${at}$`),
  ];
}

/**
 * For `expectErrors`: a failed server render, as the browser reports it. React logs its error #441 (the
 * message of a Server Components error is left out of production builds) when a page's render failed.
 */
export const SERVER_RENDER_FAILED = /^Error: Minified React error #441;/;

type Fixtures = {
  sql: pg.Pool;
  /** What `expectErrors` names: the errors this test provokes on purpose. */
  expectedErrors: { patterns: RegExp[] };
  signedInPartner: TestPartner & { token: string };
  // The public pages' page objects, on this test's page (as ai-chatbot gives its pages to its tests).
  contactPage: ContactPage;
  leadSignupPage: LeadSignupPage;
  accountDeletionPage: AccountDeletionPage;
  blogListPage: BlogListPage;
  blogPostPage: BlogPostPage;
  /** A calculator's page object on this test's page, for the calculator at `path` (e.g. "/EMICalculator"). */
  calculatorPage: (path: string) => CalculatorPage;
  // The partner dashboard's page objects, on this test's page.
  profilePage: ProfilePage;
};

export const test = base.extend<Fixtures>({
  expectedErrors: [{ patterns: [] }, { option: true }],
  // Each test is a visitor of its own: its browser and its request context name a client address of their
  // own (the e2e server trusts one proxy hop), so per-address limits such as the page views' 120 a minute
  // never see the whole suite's traffic as one visitor's. A request can still name another address.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": randomIp() });
  },
  // Browser tests fail on any console error, page error or server error (5xx) the user's browser meets,
  // except those the test names in `expectedErrors`. A resource that is not found (404), or a console section
  // a role does not open (403, decision 621), is reported by the browser too; tests assert those where they
  // matter.
  page: async ({ page, expectedErrors }, use) => {
    const errors: string[] = [];
    const note = (text: string) => {
      if (!expectedErrors.patterns.some((expected) => expected.test(text))) errors.push(text);
    };
    page.on("console", (m) => {
      if (m.type() !== "error" || /status of (404 \(Not Found\)|403 \(Forbidden\))$/.test(m.text())) return;
      const at = m.location().url;
      note(/^Failed to load resource/.test(m.text()) && at ? `${m.text()} at ${new URL(at).pathname}` : m.text());
    });
    page.on("pageerror", (e) => note(e.message));
    page.on("response", (r) => {
      if (r.status() >= 500) note(`HTTP ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    await use(page);
    expect(errors, "console errors and server errors").toEqual([]);
  },
  sql: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
    await use(pool);
    await pool.end();
  },
  // An approved partner with a session of this browser's device in this context (setPartnerSession): tests
  // start on /dashboard without the sign-in screens, and `token` is its Bearer token.
  signedInPartner: async ({ sql, context, baseURL, userAgent }, use) => {
    const partner = await createPartner(sql);
    await use({ ...partner, token: await setPartnerSession(sql, context, baseURL!, partner, userAgent) });
  },
  contactPage: async ({ page }, use) => use(new ContactPage(page)),
  leadSignupPage: async ({ page }, use) => use(new LeadSignupPage(page)),
  accountDeletionPage: async ({ page }, use) => use(new AccountDeletionPage(page)),
  blogListPage: async ({ page }, use) => use(new BlogListPage(page)),
  blogPostPage: async ({ page }, use) => use(new BlogPostPage(page)),
  calculatorPage: async ({ page }, use) => use((path) => new CalculatorPage(page, path)),
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
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

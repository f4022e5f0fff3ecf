import { randomUUID } from "node:crypto";
import * as OTPAuth from "otpauth";
import type { BrowserContext, Page } from "@playwright/test";
import type pg from "pg";
import { slugify } from "@/lib/model/slug";
import { createStaff, enrolSecondFactor, expect, randomIp, test as base, type TestStaff } from "../fixtures";
import { setStaffSession, type SecondFactor } from "../staff-accounts";

/**
 * The code of an authenticator holding `secret`, `stepsAhead` 30 s steps from now. The server runs on
 * this machine's clock and accepts its own step and one either side (lib/staff/second-factor.ts), so a
 * code made just before a step ends is still good when it arrives.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

type SignedInAdmin = TestStaff & SecondFactor & { token: string };
type SignedInEditor = TestStaff & { token: string };

/** A new staff member of this role with a console session in `page`'s browser context; an admin has two-step sign-in on. */
async function signInNewStaff(sql: pg.Pool, page: Page, baseURL: string, role: "ADMIN"): Promise<SignedInAdmin>;
async function signInNewStaff(
  sql: pg.Pool,
  page: Page,
  baseURL: string,
  role: TestStaff["role"],
): Promise<SignedInEditor>;
async function signInNewStaff(sql: pg.Pool, page: Page, baseURL: string, role: TestStaff["role"]) {
  const staff = await createStaff(sql, role);
  const factor = role === "ADMIN" ? await enrolSecondFactor(sql, staff) : {};
  return { ...staff, ...factor, token: await setStaffSession(sql, page.context(), baseURL, staff) };
}

/** A test has one staff session: the account it asks for, or the role `signedInAs` names, not both. */
function oneSession(signedInAs: TestStaff["role"] | undefined, fixture: string): void {
  if (signedInAs) throw new Error(`${fixture} with signedInAs "${signedInAs}": ask for one staff session, not two`);
}

type ConsoleFixtures = {
  /**
   * Signs the test in as a new staff member of this role before it starts, for a test that needs the
   * session but not the account (`test.use({ signedInAs: "EDITOR" })`); an admin has two-step sign-in on.
   */
  signedInAs: TestStaff["role"] | undefined;
  /**
   * For a test that needs the account too (its e-mail, id or second factor): a new admin with two-step
   * sign-in on, and an editor without it, signed in on this test's page (decision 707). Not with signedInAs.
   */
  signedInAdmin: SignedInAdmin;
  signedInEditor: SignedInEditor;
  /** A visitor of the public site: a page in a browser context of its own, with no session. */
  visitor: Page;
  /** Another person, or the same person's other device: a browser context of its own from its own address. */
  secondBrowser: { context: BrowserContext; page: Page };
};

/**
 * The console's tests: every page asks from an address of its own, signed in as `signedInAs`, or as the
 * signedInAdmin or signedInEditor it asks for, which set their session after the page has its address.
 */
export const test = base.extend<ConsoleFixtures>({
  signedInAs: [undefined, { option: true }],
  page: async ({ page, signedInAs, sql, baseURL }, use) => {
    if (signedInAs) await signInNewStaff(sql, page, baseURL!, signedInAs);
    await use(page);
  },
  signedInAdmin: async ({ page, signedInAs, sql, baseURL }, use) => {
    oneSession(signedInAs, "signedInAdmin");
    await use(await signInNewStaff(sql, page, baseURL!, "ADMIN"));
  },
  signedInEditor: async ({ page, signedInAs, sql, baseURL }, use) => {
    oneSession(signedInAs, "signedInEditor");
    await use(await signInNewStaff(sql, page, baseURL!, "EDITOR"));
  },
  visitor: async ({ browser }, use) => {
    const visitor = await browser.newPage();
    await use(visitor);
    await visitor.close();
  },
  secondBrowser: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      reducedMotion: "reduce",
    });
    await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
    await use({ context, page: await context.newPage() });
    await context.close();
  },
});

export { expect };

export async function submitPassword(page: Page, staff: Pick<TestStaff, "email" | "password">): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Work email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A first sign-in that enrols (an admin's, or anyone's once the team requires two-step sign-in, decision
 * 622): password, then enrolment with a code computed from the key the page shows.
 * Returns the secret, the code the enrolment used and the recovery codes, and leaves the page on the
 * console's Overview.
 */
export async function enrolAdmin(
  page: Page,
  staff: TestStaff,
): Promise<{ secret: string; enrolCode: string; recoveryCodes: string[] }> {
  await submitPassword(page, staff);
  await expect(page).toHaveURL(/\/admin\/login\/enrol$/);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const enrolCode = totpCode(secret);
  await page.getByLabel("Code from the app").fill(enrolCode);
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  await page.getByRole("link", { name: "I saved my codes, continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${staff.name.split(" ")[0]}`);
  return { secret, enrolCode, recoveryCodes };
}

/**
 * Opens a post's or a service's editor at `path` and waits until its form is hydrated, so what the test
 * types next lands as typed: Playwright's fill selects the text box's text and then inserts, and a
 * hydration between the two put the new text before the old.
 */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('form[data-hydrated="true"]').first()).toBeAttached();
}

/** A draft post of the test's own, made straight in the database; returns its id and address. */
export async function insertDraftPost(
  sql: pg.Pool,
  title: string,
  text: string,
): Promise<{ id: string; slug: string }> {
  const post = { id: `e2e${randomUUID().replaceAll("-", "")}`, slug: slugify(title) };
  await sql.query(
    `INSERT INTO "BlogPost" (id, slug, title, description, images, tags, published, "updatedAt")
     VALUES ($1, $2, $3, $4, '{}', '{}', false, now())`,
    [post.id, post.slug, title, text],
  );
  return post;
}

/** A draft service of the test's own, sorted after the seeded ones; returns its id. */
export async function insertDraftService(
  sql: pg.Pool,
  service: { title: string; tagLine: string; description: string; highlights: string[]; benefits: string[] },
): Promise<string> {
  const id = `e2e${randomUUID().replaceAll("-", "")}`;
  await sql.query(
    `INSERT INTO "Service" (id, title, "tagLine", description, images, highlights, benefits, position, published, "updatedAt")
     VALUES ($1, $2, $3, $4, '{}', $5, $6, 100000, false, now())`,
    [id, service.title, service.tagLine, service.description, service.highlights, service.benefits],
  );
  return id;
}

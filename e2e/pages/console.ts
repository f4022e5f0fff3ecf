import { randomUUID } from "node:crypto";
import * as OTPAuth from "otpauth";
import { expect, type Page } from "@playwright/test";
import type pg from "pg";
import { slugify } from "../../lib/content/slug";
import { randomIp, type TestStaff } from "../fixtures";

/**
 * The code of an authenticator holding `secret`, `stepsAhead` 30 s steps from now. The server runs on
 * this machine's clock and accepts its own step and one either side (lib/staff/second-factor.ts), so a
 * code made just before a step ends is still good when it arrives.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Every request of this page comes from one client address of its own (rate limits stay per test). */
export async function ownAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
}

export async function submitPassword(page: Page, staff: Pick<TestStaff, "email" | "password">): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Work email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * An admin's first sign-in: password, then enrolment with a code computed from the key the page shows.
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

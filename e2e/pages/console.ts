import * as OTPAuth from "otpauth";
import { expect, type Page } from "@playwright/test";
import { randomIp, type TestStaff } from "../fixtures";

/** The current code of an authenticator holding `secret`, `stepsAhead` time steps from now. */
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

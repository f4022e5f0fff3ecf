import type pg from "pg";
import { expect, test } from "./fixtures";
import { DashboardShell, toast } from "./pages/partner-dashboard";

/** The partner's row as saved: the named columns only. */
const savedPartner = async (sql: pg.Pool, id: string, columns: string) =>
  (await sql.query(`SELECT ${columns} FROM "Partner" WHERE id = $1`, [id])).rows[0];

const editable = ["First name", "Last name", "Phone number", "Company name", "Company address", "Company privacy URL"];

test("edit mode: every field but email opens; leaving it discards; Update waits for a change", async ({
  signedInPartner,
  profilePage: profile,
}) => {
  await profile.goto();
  await expect(profile.field("First name")).toHaveValue("Asha");
  await expect(profile.field("Company privacy URL")).toHaveValue("https://raofoods.example/privacy");
  for (const label of [...editable, "Email"]) await expect(profile.field(label)).not.toBeEditable();
  await expect(profile.logout).toBeVisible();
  await expect(profile.update).toHaveCount(0);

  await profile.editButton.click();
  await expect(profile.editButton).toHaveAttribute("aria-pressed", "true");
  await expect(profile.field("First name")).toBeFocused();
  for (const label of editable) await expect(profile.field(label)).toBeEditable();
  await expect(profile.field("Email")).not.toBeEditable();
  await expect(profile.field("Email")).toHaveValue(signedInPartner.email);
  await expect(profile.logout).toHaveCount(0);
  await expect(profile.update).toBeDisabled();

  await profile.field("Company name").fill("Rao Foods & Co");
  await expect(profile.update).toBeEnabled();
  await profile.field("Company name").fill("Rao Foods");
  await expect(profile.update).toBeDisabled();

  // Leaving edit mode (the edit button again, or Cancel) throws the typing away.
  await profile.field("Last name").fill("Menon");
  await profile.editButton.click();
  await expect(profile.field("Last name")).toHaveValue("Rao");
  await expect(profile.field("Last name")).not.toBeEditable();
  await profile.editButton.click();
  await expect(profile.field("Last name")).toHaveValue("Rao");
  await profile.field("Phone number").fill("+91 90000 11111");
  await profile.cancel.click();
  await expect(profile.field("Phone number")).toHaveValue("+91 98765 43210");
  await expect(profile.logout).toBeVisible();
});

test("update: the server's answer is shown, saved and the sidebar follows", async ({
  page,
  sql,
  signedInPartner,
  profilePage: profile,
}) => {
  await profile.edit({
    "First name": "  Kavya ",
    "Company address": "22 Brigade Road, Bengaluru 560001",
    "Company privacy URL": "https://kavya.example/privacy",
  });
  await profile.update.click();

  await expect(toast(page, "Profile updated successfully!")).toHaveAttribute("data-type", "success");
  // The answer (trimmed by the server) replaces the form, and edit mode ends.
  await expect(profile.field("First name")).toHaveValue("Kavya");
  await expect(profile.field("First name")).not.toBeEditable();
  await expect(new DashboardShell(page).userLink).toContainText("Kavya Rao");

  expect(
    await savedPartner(sql, signedInPartner.id, `"firstName", "companyAddress", "companyPrivacyUrl", email, status`),
  ).toEqual({
    firstName: "Kavya",
    companyAddress: "22 Brigade Road, Bengaluru 560001",
    companyPrivacyUrl: "https://kavya.example/privacy",
    email: signedInPartner.email,
    status: "APPROVED",
  });

  await page.reload();
  await expect(profile.field("First name")).toHaveValue("Kavya");
  await expect(profile.field("Company privacy URL")).toHaveValue("https://kavya.example/privacy");
});

test("update: a bad value is refused under its field and nothing is saved", async ({
  page,
  sql,
  signedInPartner,
  profilePage: profile,
}) => {
  await profile.edit({ "Company privacy URL": "ftp://raofoods.example/privacy", "First name": "" });
  await profile.update.click();
  await expect(page.getByText("Please enter a valid URL")).toBeVisible();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(profile.field("First name")).toHaveAttribute("aria-invalid", "true");
  expect(await savedPartner(sql, signedInPartner.id, `"firstName"`)).toEqual({ firstName: "Asha" });
});

test("update: a session that ended meanwhile gets the failure message", async ({
  page,
  sql,
  signedInPartner,
  profilePage: profile,
}) => {
  await profile.edit({ "Company name": "Rao Foods Two" });
  await sql.query(`DELETE FROM "PartnerSession" WHERE "partnerId" = $1`, [signedInPartner.id]);
  await profile.update.click();
  await expect(toast(page, "Failed to update profile. Please try again.")).toHaveAttribute("data-type", "error");
  expect(await savedPartner(sql, signedInPartner.id, `"companyName"`)).toEqual({ companyName: "Rao Foods" });
});

test("Logout: cookie gone, session revoked, /dashboard goes to sign-in", async ({
  page,
  context,
  baseURL,
  signedInPartner,
  profilePage: profile,
}) => {
  await profile.goto();
  await profile.logout.click();
  await expect(page).toHaveURL("/NewSignIn");
  expect((await context.cookies()).find((c) => c.name === "authToken")).toBeUndefined();
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL("/NewSignIn");

  await context.addCookies([
    { name: "authToken", value: signedInPartner.token, url: baseURL!, httpOnly: true, sameSite: "Lax" },
  ]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/NewSignIn?session=ended");
});

test("leaving the profile with changes not updated asks first; staying keeps them", async ({
  page,
  signedInPartner: _partner,
  profilePage: profile,
}) => {
  await profile.goto();
  const home = new DashboardShell(page).tab("Home");
  await profile.editButton.click();
  await profile.field("Company name").fill("Rao Foods & Co");
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await home.click();
  await expect.poll(() => asked).toEqual(["Leave this page? What you typed has not been saved."]);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(profile.field("Company name")).toHaveValue("Rao Foods & Co");
  // Cancelled, nothing is left unsaved: Home opens without a word (a dialog would be dismissed, and stay).
  await profile.cancel.click();
  await home.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toHaveLength(1);
});

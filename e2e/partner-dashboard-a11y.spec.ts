import { expect, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { settleToasts, toast } from "./pages/partner-dashboard";

test.describe("dashboard pages have no axe violations at 1280x800", () => {
  for (const path of [
    "/dashboard",
    "/dashboard/listing",
    "/dashboard/affiliates",
    "/dashboard/profile",
    "/dashboard/profile?section=notifications",
    "/dashboard/profile?section=plan",
    "/dashboard/profile?section=security",
    "/dashboard/profile?section=api-keys",
    "/dashboard/redeem",
  ]) {
    test(path, async ({ page, signedInPartner }) => {
      await page.goto(path);
      await expect(page.getByText(signedInPartner.email)).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test("profile in edit mode with an error, and a toast", async ({ page, signedInPartner, profilePage: profile }) => {
    await profile.goto();
    await expect(profile.field("Email")).toHaveValue(signedInPartner.email);
    await profile.editButton.click();
    await profile.field("Company privacy URL").fill("not a url");
    await profile.update.click();
    await expect(page.getByText("Please enter a valid URL")).toBeVisible();
    await expectNoViolations(page);
    await profile.field("Company privacy URL").fill("https://raofoods.example/terms");
    await profile.update.click();
    await expect(toast(page, "Profile updated successfully!")).toBeVisible();
    await settleToasts(page);
    await expectNoViolations(page);
  });

  test("notifications with items", async ({ page, sql, signedInPartner, profilePage }) => {
    await sql.query(`INSERT INTO "Notification" (id, "partnerId", message) VALUES ($1, $2, 'Hello from the team')`, [
      `${signedInPartner.id}-n`,
      signedInPartner.id,
    ]);
    await profilePage.goto("notifications");
    await expect(page.getByText("Hello from the team")).toBeVisible();
    await expectNoViolations(page);
  });
});

test("keyboard only: tabs, the edit button and Update", async ({ page, signedInPartner, profilePage: profile }) => {
  await page.goto("/dashboard");
  await expect(page.getByText(signedInPartner.email)).toBeVisible();
  const profileTab = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Profile" });
  for (let i = 0; i < 30 && !(await profileTab.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(profileTab).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/dashboard/profile");
  await profile.editButton.focus();
  await page.keyboard.press("Enter");
  await expect(profile.field("First name")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type("-Devi");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  await expect(profile.field("First name")).toHaveValue("Asha-Devi");
});

test("Password & Security with the red toast open", async ({ page, signedInPartner, profilePage: profile }) => {
  await profile.goto("security");
  await expect(page.getByText(signedInPartner.email)).toBeVisible();
  await profile.changePassword("Not-My-Password-1", "Monsoon-Lantern-4821");
  await expect(toast(page, "OldPassword is incorrect")).toBeVisible();
  await settleToasts(page);
  await expectNoViolations(page);
});

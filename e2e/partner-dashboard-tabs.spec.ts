import { expect, test } from "./fixtures";
import { DASHBOARD_TABS, DashboardShell } from "./pages/partner-dashboard";

test("the sidebar tabs are URLs: click, reload and Back keep the tab marked", async ({ page, signedInPartner }) => {
  const shell = new DashboardShell(page);
  await page.goto("/dashboard");
  await expect(shell.heading).toHaveText(`Hello, ${signedInPartner.firstName}`);
  await expect(page.getByText("Welcome back")).toBeVisible();

  const headings = ["Hello, Asha", "Coupon Management", "Affiliated Management", "Profile"];
  for (const [i, { name, path }] of DASHBOARD_TABS.entries()) {
    await shell.tab(name).click();
    await expect(page).toHaveURL(path);
    await expect(shell.heading).toHaveText(headings[i]!);
    await expect(shell.tab(name)).toHaveAttribute("aria-current", "page");
    await expect(shell.nav.locator("[aria-current]")).toHaveCount(1);
  }

  await page.reload();
  await expect(shell.tab("Profile")).toHaveAttribute("aria-current", "page");
  await expect(shell.heading).toHaveText("Profile");

  await page.goBack();
  await expect(page).toHaveURL("/dashboard/affiliates");
  await expect(shell.tab("Affiliated Management")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Per coupon" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/dashboard/listing");
  await expect(shell.tab("Listing Page")).toHaveAttribute("aria-current", "page");
});

test("the partner's name at the bottom opens Profile", async ({ page, signedInPartner }) => {
  const shell = new DashboardShell(page);
  await page.goto("/dashboard/listing");
  await expect(shell.userLink).toContainText(`${signedInPartner.firstName} ${signedInPartner.lastName}`);
  await shell.userLink.click();
  await expect(page).toHaveURL("/dashboard/profile");
  await expect(shell.tab("Profile")).toHaveAttribute("aria-current", "page");
});

test("profile sections are URLs too", async ({ page, signedInPartner, profilePage: profile }) => {
  await profile.goto();
  await expect(profile.field("Email")).toHaveValue(signedInPartner.email);
  await expect(profile.section("Edit Profile")).toHaveAttribute("aria-current", "page");
  await profile.section("Notifications").click();
  await expect(page).toHaveURL("/dashboard/profile?section=notifications");
  await expect(page.getByRole("heading", { level: 2, name: "Notifications" })).toBeVisible();
  await profile.section("Choose Plan").click();
  await expect(page).toHaveURL("/dashboard/profile?section=plan");
  await expect(page.getByText("We only offer the free version for now. Premium plans are coming soon.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Coming soon" })).toBeDisabled();
  await page.reload();
  await expect(profile.section("Choose Plan")).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL("/dashboard/profile?section=notifications");
  await expect(profile.section("Notifications")).toHaveAttribute("aria-current", "page");
});

test("without a session every dashboard page goes to sign-in", async ({ page }) => {
  for (const path of ["/dashboard/listing", "/dashboard/affiliates", "/dashboard/profile?section=security"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/NewSignIn");
  }
});

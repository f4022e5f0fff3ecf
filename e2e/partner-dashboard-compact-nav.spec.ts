import { expect, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";

test.use({ viewport: { width: 1000, height: 800 } });

test("below 1024 px the sidebar folds into a menu with the partner's full name and avatar", async ({
  page,
  signedInPartner,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Dashboard", exact: true })).toBeHidden();
  const menu = page.locator("details").filter({ hasText: "Dashboard menu" });
  const summary = menu.locator("summary");
  await expect(summary).toContainText(`${signedInPartner.firstName} ${signedInPartner.lastName}`);
  await expect(summary).toContainText("AR");
  await expect(page.getByRole("navigation", { name: "Dashboard menu" })).toBeHidden();
  await summary.click();
  const nav = page.getByRole("navigation", { name: "Dashboard menu" });
  await expect(nav).toBeVisible();
  await expectNoViolations(page);
  await nav.getByRole("link", { name: "Listing Page" }).click();
  await expect(page).toHaveURL("/dashboard/listing");
  await expect(nav).toBeHidden();

  // Keyboard only: open with Enter, move with Tab, close with Escape.
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(summary).toBeFocused();
});

test("the menu works without JavaScript, and the dashboard says what needs it", async ({
  browser,
  page,
  signedInPartner,
}) => {
  void signedInPartner;
  await page.goto("/dashboard");
  const needsScript = /^The dashboard needs JavaScript, which your browser has turned off/;
  await expect(page.getByRole("note").filter({ hasText: needsScript })).toHaveCount(0);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1000, height: 800 } });
  await context.addCookies(await page.context().cookies());
  const noJs = await context.newPage();
  await noJs.goto("/dashboard");
  await expect(noJs.getByRole("note").filter({ hasText: needsScript })).toBeVisible();
  await noJs.locator("summary").filter({ hasText: "Dashboard menu" }).click();
  await noJs.getByRole("navigation", { name: "Dashboard menu" }).getByRole("link", { name: "Profile" }).click();
  await expect(noJs).toHaveURL("/dashboard/profile");
  await context.close();
});

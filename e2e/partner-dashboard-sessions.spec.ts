import type { Page } from "@playwright/test";
import { expect, signInContext, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { ProfilePage } from "./pages/partner-dashboard";

// Decision 541: one session per device. Two browsers signed in as one partner: logging out in one
// leaves the other signed in; a device can be signed out from the list; 'Sign out of all devices' ends
// both. One test per step, each with its own partner: together they were one test that ran past the
// 30-second budget on a busy 2-core machine.

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A second browser ("Firefox on Linux") signed in as the same partner: its page. */
const otherDevice = test.extend<{ other: { page: Page } }>({
  other: async ({ browser, baseURL, signedInPartner }, use) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: FIREFOX_LINUX,
      viewport: { width: 1280, height: 800 },
      reducedMotion: "reduce",
    });
    await signInContext(context, baseURL!, signedInPartner, { "user-agent": FIREFOX_LINUX });
    await use({ page: await context.newPage() });
    await context.close();
  },
});

otherDevice("logout in one browser ends only its own session", async ({ page, other, profilePage: profile }) => {
  const otherProfile = new ProfilePage(other.page);
  const devices = page.getByRole("list", { name: /Signed-in devices/ });

  await profile.goto("security");
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  await expect(devices.getByRole("listitem").filter({ hasText: "Firefox on Linux" })).not.toContainText("This device");

  await otherProfile.goto();
  await otherProfile.logout.click();
  await expect(other.page).toHaveURL("/NewSignIn");
  await page.reload();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeVisible();
});

otherDevice(
  "a device is signed out from the list with the keyboard: Cancel first, then confirm",
  async ({ page, other, profilePage }) => {
    const devices = page.getByRole("list", { name: /Signed-in devices/ });
    await profilePage.goto("security");
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expectNoViolations(page);
    const signOutOther = page.getByRole("button", { name: /^Sign out Firefox on Linux/ });
    await signOutOther.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Sign out this device?" });
    await expect(dialog).toContainText("Firefox on Linux");
    await expectNoViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(signOutOther).toBeFocused();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(devices).toBeFocused();
    await other.page.goto("/dashboard");
    await expect(other.page).toHaveURL(/\/NewSignIn/);
  },
);

otherDevice("'Sign out of all devices' ends this one and the other", async ({ page, other, profilePage }) => {
  await other.page.goto("/dashboard");
  await expect(other.page).toHaveURL("/dashboard");
  await profilePage.goto("security");
  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  const all = page.getByRole("alertdialog", { name: "Sign out of all devices?" });
  await all.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/NewSignIn/);
  // It says so (issue 49 m23).
  await expect(page.getByRole("status")).toContainText("You have been signed out of all devices.");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/NewSignIn/);
  await other.page.goto("/dashboard");
  await expect(other.page).toHaveURL(/\/NewSignIn/);
});

import { expect, signInContext, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { ProfilePage } from "./pages/partner-dashboard";

// Decision 541: one session per device. Two browsers signed in as one partner: logging out in one
// leaves the other signed in; 'Sign out of all devices' ends both.

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

test("logout ends one device, a device can be signed out from the list, and 'Sign out of all devices' ends both", async ({
  page,
  browser,
  baseURL,
  signedInPartner,
}) => {
  const other = await browser.newContext({
    baseURL,
    userAgent: FIREFOX_LINUX,
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
  });
  try {
    await signInContext(other, baseURL!, signedInPartner, { "user-agent": FIREFOX_LINUX });
    const otherPage = await other.newPage();
    const otherProfile = new ProfilePage(otherPage);
    const profile = new ProfilePage(page);
    const devices = page.getByRole("list", { name: /Signed-in devices/ });

    await profile.goto("security");
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
    await expect(devices.getByRole("listitem").filter({ hasText: "Firefox on Linux" })).not.toContainText(
      "This device",
    );

    // Logout in the other browser ends only its own session.
    await otherProfile.goto();
    await otherProfile.logout.click();
    await expect(otherPage).toHaveURL("/NewSignIn");
    await page.reload();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeVisible();

    // Signed in there again, then signed out from this list with the keyboard: Cancel first, then confirm.
    await signInContext(other, baseURL!, signedInPartner, { "user-agent": FIREFOX_LINUX });
    await page.reload();
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
    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/NewSignIn/);

    // Both signed in again; 'Sign out of all devices' ends this one and the other.
    await signInContext(other, baseURL!, signedInPartner, { "user-agent": FIREFOX_LINUX });
    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL("/dashboard");
    await page.reload();
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    const all = page.getByRole("alertdialog", { name: "Sign out of all devices?" });
    await all.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/NewSignIn/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/NewSignIn/);
    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/NewSignIn/);
  } finally {
    await other.close();
  }
});

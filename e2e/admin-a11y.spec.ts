import { createPartner, createStaff } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { expect, submitPassword, test, totpCode } from "./pages/console";

test("the sign-in screen has no axe violations", async ({ page }) => {
  await page.goto("/admin/login");
  await expectNoViolations(page);
});

test("enrolment and recovery codes have no axe violations", async ({ page, sql }) => {
  const admin = await createStaff(sql, "ADMIN");
  await submitPassword(page, admin);
  await expect(page).toHaveURL(/enrol$/);
  await expectNoViolations(page);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
  await expectNoViolations(page);
});

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("the sidebar works by keyboard", async ({ page, sql }) => {
    await createPartner(sql, { status: "PENDING" });
    // Keyboard only: past the logo to the sidebar's first section, and Enter opens it.
    await page.goto("/admin/partners");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const overview = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Overview" });
    await expect(overview).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin$/);
  });

  // One test per screen, signed in by signedInAs: each well inside the default timeout on a busy machine.
  const SCREENS = [
    "/admin",
    "/admin/partners",
    // The Suspended badge's colour and the Reinstate button.
    "/admin/partners?status=suspended",
    "/admin/inbox",
    "/admin/inbox?kind=leads",
    "/admin/inbox?kind=deletions&status=all",
    "/admin/mail",
    "/admin/audit",
    "/admin/account",
    "/admin/posts",
    "/admin/posts/new",
    "/admin/services",
    "/admin/services/new",
    "/admin/announcements",
  ];

  for (const path of SCREENS) {
    test(`${path} has no axe violations`, async ({ page, sql }) => {
      await createPartner(sql, { status: "PENDING" });
      if (path.includes("partners")) await createPartner(sql, { status: "SUSPENDED" });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test("an editor turns on two-step sign-in from their account; the next sign-in asks for a code", async ({
  page,
  signedInEditor: editor,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/account");
  await expect(page.getByRole("main")).toContainText("Off. Turn it on");
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "I saved my codes, continue" }).click();
  await expect(page.getByRole("main")).toContainText("10 unused recovery codes left");
  await page.getByRole("button", { name: "Sign out" }).click();
  // Signed out once the action has answered; going to the sign-in page sooner would abort it.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await submitPassword(page, editor);
  await expect(page).toHaveURL(/\/admin\/login\/verify$/);
  await page.getByLabel("Authentication code").fill(totpCode(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

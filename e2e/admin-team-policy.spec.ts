import { createStaff } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { enrolAdmin, expect, test } from "./pages/console";

// Decision 622: the team's two-step policy on /admin/staff. The policy is one row for the whole console, so
// this file runs in its own project after every other (playwright.config.ts): no other test's editor
// signs in while it is on. Alone: `bash scripts/e2e.sh --no-deps e2e/admin-team-policy.spec.ts`.

test.use({ signedInAs: "ADMIN" });

test("an admin requires two-step sign-in of everyone: an editor sets it up at the next sign-in; back to admins only [security 42]", async ({
  page,
  secondBrowser: editorBrowser,
  sql,
}) => {
  test.slow();
  const editor = await createStaff(sql, "EDITOR");
  await page.goto("/admin/staff");
  const policy = page.getByRole("group", { name: "Two-step sign-in is required of" });
  await expect(policy.getByRole("radio", { name: /^Admins only/ })).toBeChecked();
  await expect(page.getByText(/active members? (has|have) not set up two-step sign-in\.$/)).toBeVisible();

  // By keyboard: the choice, then Save.
  await policy.getByRole("radio", { name: /^Admins only/ }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(policy.getByRole("radio", { name: /^Everyone, editors included/ })).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Two-step sign-in is now required of everyone\./)).toBeVisible();
  await expect(page.getByText(/: they do at their next sign-in\.$/)).toBeVisible();
  await expectNoViolations(page);

  // The editor's next sign-in goes through enrolment before any session.
  await enrolAdmin(editorBrowser.page, editor);
  await expect(editorBrowser.page).toHaveURL(/\/admin$/);

  // Back to admins only; both changes are on the admin's row and in the audit log.
  await page.reload();
  await policy.getByRole("radio", { name: /^Admins only/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Two-step sign-in is now required of admins only.")).toBeVisible();
  await expect(policy.getByRole("radio", { name: /^Admins only/ })).toBeChecked();
  await page.reload();
  const activity = page.getByRole("list", { name: /^Recent activity of / }).filter({
    hasText: "Required two-step sign-in of admins only",
  });
  await expect(activity).toContainText("Required two-step sign-in of every staff member");
});

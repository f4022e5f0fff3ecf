import { answered, expectErrors, expect, test } from "./fixtures";
import { deletionLinkFromMailbox, registeredMember } from "./pages/marketing-forms";
import { expectToast, uniqueEmail } from "./pages/marketing-site";

test.describe("account deletion", () => {
  test("shows the public header, the notice and a submit disabled until confirmed @mobile", async ({
    accountDeletionPage: deletion,
    page,
  }) => {
    await deletion.goto();
    await expect(page.locator("header").getByRole("link", { name: "PaisaPilot home" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What will be deleted" })).toBeVisible();
    await expect(page.getByText("Your request will be processed within 7 business days.")).toBeVisible();
    await expect(page.getByText(/You will receive a confirmation e-mail/)).toBeVisible();
    await expect(deletion.submit).toBeDisabled();
    await deletion.confirm.check();
    await expect(deletion.submit).toBeEnabled();
    await deletion.confirm.uncheck();
    await expect(deletion.submit).toBeDisabled();
  });

  test("validates the e-mail inline with the spec's messages", async ({ accountDeletionPage: deletion, page }) => {
    await deletion.goto();
    await deletion.confirm.check();
    await deletion.submit.click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await deletion.email.fill("someone@nowhere");
    await deletion.submit.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  });

  test.describe("failures", () => {
    // The server's refusal of an unregistered e-mail, and a failure the test makes itself.
    test.use(expectErrors(answered(400, "/api/v1/account-deletion"), answered(500, "/api/v1/account-deletion")));

    test("an unregistered e-mail gets 'Email not found' inline and as a toast; input kept", async ({
      accountDeletionPage: deletion,
      page,
    }) => {
      await deletion.goto();
      const email = uniqueEmail("nobody");
      await deletion.email.fill(email);
      await deletion.reason.fill("Too many apps");
      await deletion.confirm.check();
      await deletion.submit.click();
      await expectToast(page, "Email not found. Please enter a registered email.");
      await expect(page.locator("form").getByRole("alert")).toHaveText(
        "Email not found. Please enter a registered email.",
      );
      await expect(deletion.email).toHaveValue(email);
      await expect(deletion.reason).toHaveValue("Too many apps");
    });

    test("any other failure says 'Failed to submit account deletion request'", async ({
      accountDeletionPage: deletion,
      page,
    }) => {
      await page.route("**/api/v1/account-deletion", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
      );
      await deletion.goto();
      await deletion.email.fill("someone@example.com");
      await deletion.confirm.check();
      await deletion.submit.click();
      await expectToast(page, "Failed to submit account deletion request");
      await expect(page.locator("form").getByRole("alert")).toHaveText("Failed to submit account deletion request");
    });
  });

  test("while processing the button is disabled", async ({ accountDeletionPage: deletion, page }) => {
    // The gate exists before the request does: "Processing..." can show before the
    // request reaches the route, and a release sent then must not be lost.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/v1/account-deletion", async (route) => {
      await gate;
      await route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
    });
    await deletion.goto();
    await deletion.email.fill("someone@example.com");
    await deletion.confirm.check();
    await deletion.submit.click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    await expect(page.getByText("Your account deletion request has been submitted successfully").first()).toBeVisible();
  });

  test("a registered e-mail: success panel, confirmation e-mail, link confirms, 'Submit Another Request' resets", async ({
    accountDeletionPage: deletion,
    page,
    sql,
  }) => {
    const email = await registeredMember(sql, uniqueEmail("member"));
    await deletion.goto();
    await deletion.email.fill(email);
    await deletion.reason.fill("Moving to another app");
    await deletion.confirm.check();
    await deletion.submit.click();

    const panel = page.getByRole("status").filter({ hasText: "Request submitted" });
    await expect(panel).toContainText("Your account deletion request has been submitted successfully");
    await expectToast(page, "Your account deletion request has been submitted successfully");
    const stored = await sql.query(`SELECT status, reason FROM "DeletionRequest" WHERE email = $1`, [email]);
    expect(stored.rows).toEqual([{ status: "AWAITING_CONFIRMATION", reason: "Moving to another app" }]);

    const link = await deletionLinkFromMailbox(page.context(), email);
    expect(link).toBeTruthy();

    await panel.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(deletion.email).toHaveValue("");
    await expect(deletion.confirm).not.toBeChecked();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    // Opening the link alone changes nothing (mail scanners open links too).
    expect((await sql.query(`SELECT status FROM "DeletionRequest" WHERE email = $1`, [email])).rows[0].status).toBe(
      "AWAITING_CONFIRMATION",
    );
    await page.getByRole("button", { name: "Confirm deletion" }).click();
    await expect(page.getByRole("heading", { name: "Deletion request confirmed" })).toBeVisible();
    const confirmed = await sql.query(
      `SELECT status, "confirmedAt" IS NOT NULL AS has_date FROM "DeletionRequest" WHERE email = $1`,
      [email],
    );
    expect(confirmed.rows).toEqual([{ status: "CONFIRMED", has_date: true }]);
  });
});

import { answered, expectErrors, expect, pauseClockSoon, test } from "./fixtures";
import { expectToast, uniqueEmail } from "./pages/marketing-site";

test.describe("lead sign-up (/signup)", () => {
  test("a two-column card with the public header only @mobile", async ({ leadSignupPage: signup, page }) => {
    await signup.goto();
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "PaisaPilot home" })).toContainText("PaisaPilot");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    for (const label of ["Name", "Email", "Mobile", "Company size", "Location"])
      await expect(signup.field(label)).toBeVisible();
    await expect(signup.field("Company size").locator("option")).toHaveText([
      "Select company size",
      "1-10",
      "11-50",
      "51-200",
      "201-500",
      "500+",
    ]);
    await expect(signup.field("Email")).toHaveAttribute("type", "email");
    await expect(signup.submit).toBeVisible();
    await expect(page.getByRole("img", { name: /sign-up/ })).toBeVisible();
    await header.getByRole("link", { name: "PaisaPilot home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("missing fields toast and nothing is sent", async ({ leadSignupPage: signup, page }) => {
    await signup.goto();
    await signup.field("Name").fill("Meera");
    await signup.submit.click();
    await expectToast(page, "Missing Fields", "Please fill in all fields before submitting.");
  });

  test("a sign-up is stored, toasted for five seconds and cleared; a repeat keeps the first details", async ({
    leadSignupPage: signup,
    page,
    sql,
  }) => {
    const email = uniqueEmail("lead");
    // The toast's five seconds on the page's own clock, stopped before the sign-up is sent.
    await page.clock.install();
    await signup.goto();
    await signup.fill({
      name: "Meera Joshi",
      email,
      phone: "+91 98200 12345",
      companySize: "51-200",
      location: "Jaipur",
    });
    await pauseClockSoon(page);
    await signup.submit.click();
    // The clock moves on 10 ms at a time until the toast is up (sonner mounts it from a timer): its five
    // seconds then started at most 10 ms ago.
    const shown = page.locator("[data-sonner-toast]").filter({ hasText: "Registered Successfully" }).first();
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return shown.isVisible();
      })
      .toBe(true);
    const toast = await expectToast(
      page,
      "Registered Successfully",
      "Thanks for reaching out! We'll get back to you soon.",
    );
    await expect(signup.field("Name")).toHaveValue("");
    await expect(signup.field("Company size")).toHaveValue("");
    await page.clock.runFor(3000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(4000);
    await expect(toast).toBeHidden();
    await page.clock.resume();

    await signup.fill({ name: "Meera J", email, phone: "+91 98200 12345", companySize: "500+", location: "" });
    await signup.submit.click();
    await expectToast(page, "Registered Successfully");
    await expect
      .poll(
        async () =>
          (
            await sql.query(`SELECT name, "companySize"::text AS size, submissions FROM "Lead" WHERE email = $1`, [
              email,
            ])
          ).rows,
      )
      .toEqual([{ name: "Meera Joshi", size: "51-200", submissions: 2 }]);
    const later = await sql.query(
      `SELECT s.name, s."companySize"::text AS size FROM "LeadSubmission" s JOIN "Lead" l ON l.id = s."leadId" WHERE l.email = $1`,
      [email],
    );
    expect(later.rows).toEqual([{ name: "Meera J", size: "500+" }]);
  });

  test.describe("failures", () => {
    // The refusal the test makes itself.
    test.use(expectErrors(answered(429, "/api/user/signup")));
    test("a server failure keeps the input and shows 'Failed to Send Message' [security 18]", async ({
      leadSignupPage: signup,
      page,
    }) => {
      await page.route("**/api/user/signup", (route) =>
        route.fulfill({ status: 429, headers: { "Retry-After": "60" }, contentType: "application/json", body: "{}" }),
      );
      await signup.goto();
      const email = uniqueEmail("fail");
      await signup.fill({ name: "Kiran", email, phone: "9876543210", companySize: "1-10", location: "Delhi" });
      await signup.submit.click();
      await expectToast(page, "Failed to Send Message", "Something went wrong. Please try again later.");
      await expect(signup.field("Email")).toHaveValue(email);
      await expect(signup.field("Company size")).toHaveValue("1-10");
    });
  });
});

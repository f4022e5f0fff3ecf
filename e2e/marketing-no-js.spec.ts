import { expect, test } from "./fixtures";
import { registeredMember } from "./pages/marketing-forms";
import { uniqueEmail } from "./pages/marketing-site";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the phone layout still offers the main navigation", async ({ page }) => {
    await page.goto("/");
    const nav = page.locator("noscript + *, header nav").filter({ hasText: "Calculators" }).last();
    await expect(page.getByRole("link", { name: "Calculators", exact: true })).toBeVisible();
    await expect(nav).toBeVisible();
    await page.getByRole("link", { name: "Blogs", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "News and Insights" })).toBeVisible();
    await expect(page.getByText("Loading, please wait...")).toBeHidden();
  });

  test("on a wide screen Download App leads to the download page, since its QR popup cannot open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/privacyPolicy");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("button", { name: "Download App" })).toBeHidden();
    // /download sends the visitor on to the stores' page (spec 2), off this site.
    await expect(main.getByRole("link", { name: "Download App" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Download App" })).toHaveAttribute("href", "/download");
  });

  test("streamed content shows in place of its loading text, above the footer", async ({ page }) => {
    for (const path of [
      "/BlogPage",
      "/blog/emi-101-how-banks-calculate-your-monthly-payment",
      "/dynamics",
      "/dynamics/seed-service-01",
    ]) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.getByText(/^Loading/))
        .toHaveCount(0, { timeout: 1000 })
        .catch(async () => {
          for (const el of await page.getByText(/^Loading/).all()) await expect(el).toBeHidden();
        });
      const headingBox = await heading.boundingBox();
      const footerBox = await page.locator("footer").boundingBox();
      expect(headingBox!.y).toBeLessThan(footerBox!.y);
    }
  });

  test("an unknown post or service shows its spec text in the served page, with 404", async ({ page }) => {
    const post = await page.goto("/blog/no-such-post-without-js");
    expect(post?.status()).toBe(404);
    await expect(page.getByText("Blog post not found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/BlogPage");
    await expect(page.getByRole("contentinfo")).toBeVisible();

    const service = await page.goto("/dynamics/no-such-service-without-js");
    expect(service?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/dynamics");
  });

  test("the not-found screens are not addresses of their own", async ({ page }) => {
    for (const path of ["/missing/post", "/missing/service"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "No route matches" })).toBeVisible();
    }
  });

  test("a form submitted without JavaScript never puts what was typed in the URL", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("No Script");
    await page.getByLabel("Email").fill("noscript@example.com");
    await page.getByLabel("Message").fill("Hello without JS");
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain("noscript%40example.com");
    expect(page.url()).not.toContain("No+Script");
  });

  test("a contact message sent without JavaScript is stored and acknowledged", async ({
    contactPage: contact,
    page,
    sql,
  }) => {
    const email = uniqueEmail("nojs");
    await contact.goto();
    await contact.fill({ name: "No Script", email, message: "Hello without JS" });
    await contact.send.click();
    await expect(page.getByRole("status")).toContainText("Message Sent Successfully");
    await expect(contact.name).toHaveValue("");
    const rows = await sql.query(`SELECT name, message FROM "ContactMessage" WHERE email = $1`, [email]);
    expect(rows.rows).toEqual([{ name: "No Script", message: "Hello without JS" }]);
  });

  test("a contact form with a field missing comes back with what was typed and stores nothing", async ({
    contactPage: contact,
    page,
    sql,
  }) => {
    const email = uniqueEmail("nojs-missing");
    await contact.goto();
    await contact.fill({ name: "No Script", email, message: "" });
    // The browser's own required check covers name and e-mail; the message is checked by the server.
    await contact.send.click();
    await expect(page.getByRole("alert").filter({ hasText: "Missing Fields" })).toBeVisible();
    await expect(contact.name).toHaveValue("No Script");
    await expect(contact.email).toHaveValue(email);
    const rows = await sql.query(`SELECT 1 FROM "ContactMessage" WHERE email = $1`, [email]);
    expect(rows.rowCount).toBe(0);
  });

  test("a lead sign-up without JavaScript is stored and acknowledged", async ({ leadSignupPage: lead, page, sql }) => {
    const email = uniqueEmail("nojs-lead");
    await lead.goto();
    await lead.fill({ name: "No Script", email, phone: "9876543210", companySize: "11-50", location: "Pune" });
    await lead.submit.click();
    await expect(page.getByRole("status")).toContainText("Registered Successfully");
    const rows = await sql.query(`SELECT name FROM "Lead" WHERE email = $1`, [email]);
    expect(rows.rows).toEqual([{ name: "No Script" }]);
  });

  test("an account deletion request without JavaScript is stored, mailed and acknowledged", async ({
    accountDeletionPage: deletion,
    page,
    sql,
  }) => {
    const email = await registeredMember(sql, uniqueEmail("nojs-member"));
    await deletion.goto();
    await deletion.email.fill(email);
    await deletion.reason.fill("Switching apps");
    // Not ticked: the server refuses, says why, and keeps what was typed.
    await deletion.submit.click();
    await expect(page.getByText("Please confirm that you want to delete your account")).toBeVisible();
    await expect(deletion.email).toHaveValue(email);
    await expect(deletion.reason).toHaveValue("Switching apps");
    expect((await sql.query(`SELECT 1 FROM "DeletionRequest" WHERE email = $1`, [email])).rowCount).toBe(0);

    await deletion.confirm.check();
    await deletion.submit.click();
    await expect(page.getByRole("status")).toContainText(
      "Your account deletion request has been submitted successfully",
    );
    const stored = await sql.query(`SELECT status, reason FROM "DeletionRequest" WHERE email = $1`, [email]);
    expect(stored.rows).toEqual([{ status: "AWAITING_CONFIRMATION", reason: "Switching apps" }]);
    const mail = await sql.query(`SELECT 1 FROM "EmailMessage" WHERE "to" = $1`, [email]);
    expect(mail.rowCount).toBe(1);
  });

  test("an unregistered e-mail without JavaScript gets the spec's message, with the input kept", async ({
    accountDeletionPage: deletion,
    page,
  }) => {
    const email = uniqueEmail("nojs-nobody");
    await deletion.goto();
    await deletion.email.fill(email);
    await deletion.confirm.check();
    await deletion.submit.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Email not found. Please enter a registered email." }),
    ).toBeVisible();
    await expect(deletion.email).toHaveValue(email);
    await expect(deletion.confirm).toBeChecked();
  });
});

import { answered, expectErrors, expect, pauseClockSoon, test } from "./fixtures";
import { expectToast, trackRequests, uniqueEmail } from "./pages/marketing-site";

test.describe("contact ('Get in Touch')", () => {
  test("shows the form, the contact e-mail and an illustration @mobile", async ({ contactPage: contact, page }) => {
    await contact.goto();
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(contact.name).toHaveAttribute("required", "");
    await expect(contact.email).toHaveAttribute("type", "email");
    await expect(contact.message).toBeVisible();
    await expect(contact.send).toBeEnabled();
    await expect(page.getByRole("link", { name: "hello@paisapilot.example" }).first()).toHaveAttribute(
      "href",
      "mailto:hello@paisapilot.example",
    );
    await expect(page).toHaveTitle("Contact us | PaisaPilot");
  });

  test("a missing message shows 'Missing Fields' and sends nothing", async ({ contactPage: contact, page }) => {
    await contact.goto();
    let posted = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contact")) posted = true;
    });
    await contact.fill({ name: "Asha", email: "asha@example.com", message: "" });
    await contact.send.click();
    await expectToast(page, "Missing Fields", "Please fill in all fields before submitting.");
    expect(posted).toBe(false);
  });

  test("repeated Send shows one 'Missing Fields' toast, below the header, never over Download App @mobile", async ({
    contactPage: contact,
    page,
  }) => {
    // The toasts last 2 seconds: the page's clock is held while they are looked at.
    await page.clock.install();
    await contact.goto();
    await contact.fill({ name: "Asha", email: "asha@example.com", message: "" });
    await pauseClockSoon(page);
    for (let i = 0; i < 3; i++) await contact.send.click();
    const toast = await expectToast(page, "Missing Fields", undefined, { heldClock: true });
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Missing Fields" })).toHaveCount(1);
    const header = await page.locator("header").first().boundingBox();
    // Measured once the toast's entry animation has settled.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });

  test("the browser requires a name and a valid e-mail", async ({ contactPage: contact }) => {
    await contact.goto();
    await contact.fill({ name: "", email: "not-an-email", message: "Hello" });
    await contact.send.click();
    expect(await contact.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await contact.name.fill("Asha");
    expect(await contact.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  });

  test("a sent message is stored, toasted for two seconds and the form cleared", async ({
    contactPage: contact,
    page,
    sql,
  }) => {
    const email = uniqueEmail("contact");
    await contact.goto();
    await contact.fill({ name: "Asha Verma", email, message: "Please add UPI Lite support." });
    await contact.send.click();
    const toast = await expectToast(
      page,
      "Message Sent Successfully",
      "Thanks for reaching out! We'll get back to you soon.",
    );
    await expect(contact.name).toHaveValue("");
    await expect(contact.email).toHaveValue("");
    await expect(contact.message).toHaveValue("");
    const rows = await sql.query(`SELECT name, message FROM "ContactMessage" WHERE email = $1`, [email]);
    expect(rows.rows).toEqual([{ name: "Asha Verma", message: "Please add UPI Lite support." }]);
    // Toasts on the marketing layout last 2000 ms.
    await expect(toast).toBeHidden({ timeout: 4000 });
  });

  test.describe("failures", () => {
    // The failure the test makes itself.
    test.use(expectErrors(answered(503, "/api/contact")));
    test("a server failure keeps the input and shows 'Failed to Send Message' [security 18]", async ({
      contactPage: contact,
      page,
    }) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"error":{"code":"service_unavailable","message":"x"}}',
        }),
      );
      await contact.goto();
      const values = { name: "Ravi", email: uniqueEmail("fail"), message: "Still there?" };
      await contact.fill(values);
      await contact.send.click();
      await expectToast(page, "Failed to Send Message", "Something went wrong. Please try again later.");
      await expect(contact.name).toHaveValue(values.name);
      await expect(contact.email).toHaveValue(values.email);
      await expect(contact.message).toHaveValue(values.message);
    });

    test("a request that hangs is abandoned after 10 seconds, keeping the input", async ({
      contactPage: contact,
      page,
    }) => {
      // The 10 seconds on the page's own clock, held still from before the click: no wall-clock wait, and
      // a bound on both sides whatever the machine's load.
      await page.clock.install();
      let sent!: () => void;
      const hanging = new Promise<void>((resolve) => (sent = resolve));
      await page.route("**/api/contact", () => sent() /* and never answer */);
      await contact.goto();
      await contact.fill({ name: "Slow", email: uniqueEmail("slow"), message: "Hello?" });
      await pauseClockSoon(page);
      await contact.send.click();
      await hanging;
      await page.clock.runFor(9_000);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expectToast(page, "Failed to Send Message", undefined, { heldClock: true });
      await expect(contact.name).toHaveValue("Slow");
    });
  });

  test("a double click stores one message [security 17]", async ({ contactPage: contact, page, sql }) => {
    const email = uniqueEmail("double");
    await contact.goto();
    await contact.fill({ name: "Double", email, message: "Clicked twice" });
    const sent = trackRequests(page, "/api/contact");
    await contact.send.dblclick();
    await expectToast(page, "Message Sent Successfully");
    // Counted once every request the double click sent has its answer, however slow the second one is.
    expect(await sent.answered()).toBeGreaterThanOrEqual(1);
    expect(
      (await sql.query(`SELECT count(*)::int AS n FROM "ContactMessage" WHERE email = $1`, [email])).rows[0].n,
    ).toBe(1);
  });
});

import { randomUUID } from "node:crypto";
import { expect, insertDraftService, openEditor, test } from "./pages/console";
import { ProfilePage } from "./pages/partner-dashboard";

// An editor signed in for every test here; an admin where its group says so.
test.use({ signedInAs: "EDITOR" });

test("a refused service keeps what was typed and says what is wrong, field by field", async ({ page }) => {
  const title = `Rent Reminder ${randomUUID().slice(0, 6)}`;
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Services" }).click();
  await page.getByRole("link", { name: "New service" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Highlights (optional, one per line)").fill("Never late\nAuto-detects rent");
  await page.getByLabel("Position").fill("last");
  await page.getByRole("button", { name: "Save draft" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("alert").filter({ hasText: "Tagline is required" })).toBeVisible();
  await expect(
    main.getByRole("alert").filter({ hasText: "Position is a whole number from 0 to 100000" }),
  ).toBeVisible();
  await expect(page.getByLabel("Tagline")).toBeFocused();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Highlights (optional, one per line)")).toHaveValue("Never late\nAuto-detects rent");
});

test("an editor saves a service as a draft and previews it; /dynamics does not show it yet", async ({
  page,
  visitor,
}) => {
  const title = `Rent Reminder ${randomUUID().slice(0, 6)}`;
  await page.goto("/admin/services/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Tagline").fill("Rent on time, every month.");
  await page.getByLabel("Description").fill("Reads your rent debit and reminds you two days before.");
  await page.getByLabel("How it works (optional, one step per line)").fill("1. Connect\n2. Relax");
  await page.getByLabel("Highlights (optional, one per line)").fill("Never late\nAuto-detects rent");
  await page.getByLabel("Benefits (optional, one per line)").fill("No late fees");
  // Sorted after the seeded services, so the public list keeps its order for other tests.
  await page.getByLabel("Position").fill("100000");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const main = page.getByRole("main");
  const preview = page.getByRole("region", { name: "Preview (as saved)" });
  await expect(preview).toContainText("Rent on time, every month.");
  await expect(preview.getByRole("heading", { name: "How It Works" })).toBeVisible();
  const path = (await main
    .getByText(/^\/dynamics\//)
    .first()
    .textContent())!;

  expect((await visitor.goto(path))!.status()).toBe(404);
  await visitor.goto("/dynamics");
  await expect(visitor.getByText(title)).toHaveCount(0);
});

test("a draft service published goes onto /dynamics without a rebuild, and deleted comes off", async ({
  page,
  visitor,
  sql,
}) => {
  const title = `Rent Reminder ${randomUUID().slice(0, 6)}`;
  const id = await insertDraftService(sql, {
    title,
    tagLine: "Rent on time, every month.",
    description: "Reads your rent debit and reminds you two days before.",
    highlights: ["Never late", "Auto-detects rent"],
    benefits: ["No late fees"],
  });
  const path = `/dynamics/${id}`;
  await openEditor(page, `/admin/services/${id}`);

  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: it is on /dynamics now." })).toBeVisible();
  await visitor.goto("/dynamics");
  await expect(visitor.getByTestId("service-card").filter({ hasText: title })).toBeVisible();
  expect((await visitor.goto(path))!.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.getByText("Auto-detects rent")).toBeVisible();

  await page.getByText("Delete this service").click();
  await page.getByRole("button", { name: "Delete service" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Service deleted." })).toBeVisible();
  expect((await visitor.goto(path))!.status()).toBe(404);
});

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("an admin notifies one partner by e-mail, who reads it under Profile → Notifications", async ({
    page,
    context,
    signedInPartner,
  }) => {
    await page.goto("/admin/announcements");
    const form = page.getByRole("region", { name: "Send a notification" });
    const message = `Your listing was featured ${randomUUID().slice(0, 6)}`;

    // "One partner" without an address, then an address that is not an approved partner: refused, text kept.
    await form.getByLabel("One partner", { exact: true }).check();
    await form.getByLabel("Message").fill(message);
    await form.getByRole("button", { name: "Send notification" }).click();
    await expect(form.getByRole("alert")).toHaveText("Enter the partner's e-mail address.");
    await expect(form.getByLabel("Message")).toHaveValue(message);
    await expect(form.getByLabel("One partner", { exact: true })).toBeChecked();
    await form.getByLabel("Partner's e-mail (for one partner)").fill("nobody@example.com");
    await form.getByRole("button", { name: "Send notification" }).click();
    await expect(form.getByRole("alert")).toHaveText("No approved partner has this e-mail address.");

    await form.getByLabel("Partner's e-mail (for one partner)").fill(signedInPartner.email.toUpperCase());
    await form.getByRole("button", { name: "Send notification" }).click();
    await expect(form.getByRole("status")).toHaveText(`Sent to ${signedInPartner.email}.`);
    await expect(
      page.getByRole("list", { name: "Notifications sent, newest first" }).getByRole("listitem").first(),
    ).toContainText(`Sent a notification to ${signedInPartner.email}`);

    const partnerPage = await context.newPage();
    await new ProfilePage(partnerPage).goto("notifications");
    await expect(
      partnerPage.getByRole("list", { name: "Notifications, newest first" }).getByRole("listitem").first(),
    ).toContainText(message);
  });
});

test("an editor cannot send notifications, and sees why", async ({ page }) => {
  await page.goto("/admin/announcements");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Announcements");
  await expect(page.getByRole("region", { name: "Send a notification" })).toHaveCount(0);
  await expect(page.getByText("Notifications to partners are sent by admins.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an editor saves an announcement draft and is told what is missing", async ({ page }) => {
    await page.goto("/admin/announcements");
    const form = page.getByRole("region", { name: "New announcement" });
    const title = `Quiet draft ${randomUUID().slice(0, 6)}`;
    await form.getByLabel("Title").fill(title);
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("main").getByText("Text is required")).toBeVisible();
    await expect(page.getByRole("region", { name: "New announcement" }).getByLabel("Title")).toHaveValue(title);
    await page.getByRole("region", { name: "New announcement" }).getByLabel("Text").fill("Not yet for partners.");
    await page.getByRole("region", { name: "New announcement" }).getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Announcement saved." })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("Draft");
  });
});

import { randomUUID } from "node:crypto";
import { createPartner } from "./fixtures";
import { expect, test } from "./pages/console";

test("an admin handles a lead and exports the leads; the audit log shows it", async ({
  page,
  sql,
  signedInAdmin: admin,
}) => {
  const leadEmail = `lead.${randomUUID().slice(0, 8)}@example.com`;
  await sql.query(
    `INSERT INTO "Lead" (id, name, email, phone, "companySize", location, "updatedAt") VALUES ($1, 'Ravi Kumar', $2, '9876501234', '11-50', 'Pune', now())`,
    [`e2e${randomUUID().replaceAll("-", "")}`, leadEmail],
  );
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
  await page
    .getByRole("navigation", { name: "Inbox" })
    .getByRole("link", { name: /^Leads/ })
    .click();
  // The search form carries the section it is on: search once the Leads section has loaded.
  await expect(page).toHaveURL(/kind=leads/);
  await page.getByRole("searchbox", { name: "Search the inbox" }).fill(leadEmail);
  await page.getByRole("button", { name: "Search" }).click();
  const lead = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: leadEmail });
  await expect(lead).toContainText("Company size 11-50 · Pune");

  const csv = await page.request.get(`/api/admin/inbox/leads.csv?q=${encodeURIComponent(leadEmail)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`"Ravi Kumar","${leadEmail}","9876501234","11-50","Pune"`);

  // The tab's open count follows the action without a reload (console m5). Other tests add leads too, so
  // this checks that the count moved, not its number.
  const leadsTab = page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: /^Leads/ });
  const countBefore = (await leadsTab.textContent())!;
  // By keyboard: the focus stays on the button while the change runs and after (it fell to the page's top).
  await lead.getByRole("button", { name: `Mark handled (lead ${leadEmail})` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Marked as handled")).toBeVisible();
  await expect(leadsTab).not.toHaveText(countBefore);
  await expect(lead.getByRole("button", { name: /Move back to new/ })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("main").getByText("Nothing matches")).toBeVisible();
  await page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: "Handled" }).click();
  await expect(page.getByRole("list", { name: "Leads" })).toContainText(leadEmail);

  // This admin's entries only: other tests write to the same log meanwhile.
  await page.goto(`/admin/audit?q=${encodeURIComponent(admin.email)}`);
  const entries = page.getByRole("list", { name: "Audit entries, newest first" }).getByRole("listitem");
  await expect(entries.filter({ hasText: `Handled the lead from ${leadEmail}` })).toHaveCount(1);
});

test("an admin carries out an overdue deletion request; the audit log and the mail show it", async ({
  page,
  sql,
  signedInAdmin: admin,
}) => {
  const partner = await createPartner(sql, { prefix: "leaving" });
  // Confirmed three weeks ago: well past 7 business days.
  await sql.query(
    `INSERT INTO "DeletionRequest" (id, email, reason, status, "confirmTokenHash", "confirmedAt", "createdAt")
     VALUES ($1, $2, 'Closing the shop', 'CONFIRMED', $3, now() - interval '21 days', now() - interval '21 days')`,
    [`e2e${randomUUID().replaceAll("-", "")}`, partner.email, randomUUID()],
  );
  await page.goto(`/admin/inbox?kind=deletions&q=${encodeURIComponent(partner.email)}`);
  const request = page.getByRole("list", { name: "Deletion requests" }).getByRole("listitem");
  await expect(request).toContainText("Reason: Closing the shop");
  await expect(request).toContainText(/Overdue: \d+ business days/);
  await expect(request.getByText("Confirmed", { exact: true })).toBeVisible();
  await request.locator("summary", { hasText: "Delete data" }).click();
  await request.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page.getByText("Data deleted and the requester e-mailed")).toBeVisible();
  await expect(request.getByRole("status")).toHaveText("Deleted. The requester was e-mailed.");
  // The badge follows at once, without a reload: done, no longer confirmed nor overdue.
  await expect(request.getByText("Done", { exact: true })).toBeVisible();
  await expect(request.getByText("Confirmed", { exact: true })).toHaveCount(0);
  await expect(request).not.toContainText("Overdue");
  const gone = await sql.query(`SELECT count(*)::int AS n FROM "Partner" WHERE email = $1`, [partner.email]);
  expect(gone.rows[0].n).toBe(0);

  // This admin's entries only: other tests write to the same log meanwhile.
  await page.goto(`/admin/audit?q=${encodeURIComponent(admin.email)}`);
  const entries = page.getByRole("list", { name: "Audit entries, newest first" }).getByRole("listitem");
  await expect(entries.filter({ hasText: `Carried out the deletion request for ${partner.email}` })).toHaveCount(1);

  await page.goto(`/admin/mail?q=${encodeURIComponent(partner.email)}`);
  const mail = page.getByRole("list", { name: "E-mails, newest first" }).getByRole("listitem");
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("data has been deleted");
  await expect(mail).toContainText("queued");
  // The body is drawn as written: Inter's contextual alternates (an x between digits drawn as ×) are off
  // in the console (console m16).
  await mail.getByText("Message", { exact: true }).click();
  const body = mail.locator("pre");
  await expect(body).toBeVisible();
  expect(await body.evaluate((el) => getComputedStyle(el).fontFeatureSettings)).toBe('"calt" 0');
});

test.describe("as an editor", () => {
  test.use({ signedInAs: "EDITOR" });

  test("an editor reads the inbox but cannot carry out a deletion or read the mail", async ({ page, sql }) => {
    const email = `keep.${randomUUID().slice(0, 8)}@example.com`;
    await sql.query(
      `INSERT INTO "DeletionRequest" (id, email, status, "confirmTokenHash", "confirmedAt") VALUES ($1, $2, 'CONFIRMED', $3, now())`,
      [`e2e${randomUUID().replaceAll("-", "")}`, email, randomUUID()],
    );
    await page.goto(`/admin/inbox?kind=deletions&q=${encodeURIComponent(email)}`);
    const request = page.getByRole("list", { name: "Deletion requests" }).getByRole("listitem");
    await expect(request).toContainText(email);
    await expect(request.locator("summary", { hasText: "Delete data" })).toHaveCount(0);
    // A section the role does not open answers 403 with the console's screen, for monitoring (console m29).
    for (const path of ["/admin/mail", "/admin/audit", "/admin/staff", "/admin/partners", "/admin/partners/nobody"]) {
      expect((await page.goto(path))!.status(), path).toBe(403);
      await expect(page.getByRole("main").getByRole("alert")).toContainText("Your role does not open this section.");
      await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    }
  });

  test("the console's toast stays long enough to read: still there 6 s after Mark handled (console m11)", async ({
    page,
    sql,
  }) => {
    const email = `toast.${randomUUID().slice(0, 8)}@example.com`;
    await sql.query(
      `INSERT INTO "ContactMessage" (id, name, email, message) VALUES ($1, 'Toast Reader', $2, 'Is anyone there?')`,
      [`e2e${randomUUID().replaceAll("-", "")}`, email],
    );
    // The page's own clock, moved by the test: no waiting, and the toast's timer is the only one that runs.
    await page.clock.install();
    await page.goto(`/admin/inbox?kind=messages&q=${encodeURIComponent(email)}`);
    await page.getByRole("button", { name: /^Mark handled/ }).click();
    const toast = page.getByText("Marked as handled");
    await expect(toast).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(toast).toBeHidden();
  });
});

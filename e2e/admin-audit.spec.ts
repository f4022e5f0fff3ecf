import { randomUUID } from "node:crypto";
import { expectNoViolations } from "./pages/a11y";
import { expect, test } from "./pages/console";

// The audit log as an admin reads it (decision 611): filters in the URL, pages, changes field by field,
// and the export, itself logged. Entries are written under an actor e-mail of this test's own.

test("an admin filters the log, pages through it, reads an entry's changes and exports them", async ({
  page,
  sql,
  signedInAdmin,
}) => {
  const actor = `audit-e2e-${randomUUID().slice(0, 8)}@example.com`;
  const long = `Long description ${"of the plan ".repeat(30)}END`;
  // 26 entries on 20 Nov (India time), then one changed partner on 21 Nov: 27, newest first.
  await sql.query(
    `INSERT INTO "AuditLog" ("actorEmail", action, "entityType", summary, "createdAt")
     SELECT $1, 'e2e.bulk', 'Test', 'Bulk entry ' || n, TIMESTAMPTZ '2026-11-20 10:00+05:30' + n * INTERVAL '1 minute'
     FROM generate_series(1, 26) AS n`,
    [actor],
  );
  await sql.query(
    `INSERT INTO "AuditLog" ("actorEmail", action, "entityType", summary, before, after, "createdAt")
     VALUES ($1, 'e2e.review', 'Partner', 'Reviewed Rao Foods', $2, $3, TIMESTAMPTZ '2026-11-21 09:00+05:30')`,
    [
      actor,
      JSON.stringify({ status: "PENDING", name: "Rao Foods", description: "short" }),
      JSON.stringify({ status: "APPROVED", name: "Rao Foods", description: long, reason: "=cmd" }),
    ],
  );

  await page.goto("/admin/audit");
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Who").selectOption(actor);
  await filters.getByLabel("Per page").selectOption("25");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(actor)}.*limit=25`));

  const entries = page.getByRole("list", { name: "Audit entries, newest first" }).getByRole("listitem");
  await expect(entries).toHaveCount(25);
  const review = entries.first();
  await expect(review).toContainText("Reviewed Rao Foods");
  const changes = review.getByRole("table", { name: "Changes, field by field" });
  await expect(changes.getByRole("rowheader")).toHaveText(["status", "description", "reasonAdded"]);
  await expect(changes.getByRole("row", { name: /^status/ }).getByRole("cell")).toHaveText(["Pending", "Approved"]);
  await expect(changes.getByText(long)).toBeHidden();
  await changes.getByText(/Show all \(\d+ characters\)/).click();
  await expect(changes.getByText(long)).toBeVisible();
  await expectNoViolations(page);

  const pages = page.getByRole("navigation", { name: "Audit log pages" });
  await pages.getByRole("link", { name: "Older →" }).click();
  await expect(entries).toHaveCount(2);
  await expect(entries.getByText(/^Bulk entry \d+$/)).toHaveText(["Bulk entry 2", "Bulk entry 1"]);
  await expect(pages.getByRole("link", { name: "Older →" })).toHaveCount(0);
  await pages.getByRole("link", { name: "← Newer" }).click();
  await expect(entries).toHaveCount(25);
  await expect(entries.first()).toContainText("Reviewed Rao Foods");

  // One day in India time: 20 Nov holds the 26 bulk entries only.
  await filters.getByLabel("From (India time)").fill("2026-11-20");
  await filters.getByLabel("To (India time)").fill("2026-11-20");
  await filters.getByLabel("Per page").selectOption("50");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(entries).toHaveCount(26);
  await expect(entries.filter({ hasText: "Reviewed Rao Foods" })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these entries as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const logged = await sql.query(`SELECT summary FROM "AuditLog" WHERE "actorEmail" = $1 AND action = 'audit.export'`, [
    signedInAdmin.email,
  ]);
  expect(logged.rows).toEqual([
    { summary: `Exported 26 audit entries (actor "${actor}", from "2026-11-20", to "2026-11-20") as CSV` },
  ]);
});

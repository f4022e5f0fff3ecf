import { randomUUID } from "node:crypto";
import { createPartner } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { expect, insertDraftPost, test } from "./pages/console";

// Issue 50, bulk actions (decision 623): select partners on the Pending tab or posts on their list, one
// question naming the count, each item changed and audited on its own. Publishes posts: in the
// "publishing" project (playwright.config.ts).
test.use({ signedInAs: "ADMIN" });

test("an admin approves two of three pending partners by keyboard after one question naming the count", async ({
  page,
  sql,
}) => {
  const tag = `bulk${randomUUID().slice(0, 8)}`;
  const partners = [];
  for (let i = 0; i < 3; i++) partners.push(await createPartner(sql, { status: "PENDING", prefix: tag }));
  await page.goto(`/admin/partners?status=pending&q=${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(3);
  const rowOf = (email: string) => rows.filter({ hasText: email });

  // Tick two rows with the keyboard: Space on each box.
  for (const partner of partners.slice(0, 2)) {
    await rowOf(partner.email).getByRole("checkbox", { name: "Select Rao Foods" }).focus();
    await page.keyboard.press("Space");
  }
  const bar = page.getByRole("toolbar", { name: "Selected partners" });
  await expect(bar).toContainText("2 partners selected");
  await expect(page.getByRole("checkbox", { name: /^Select every partner/ })).toHaveJSProperty("indeterminate", true);

  const approve = bar.getByRole("button", { name: "Approve 2 partners" });
  await approve.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Approve 2 partners?" });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  // Cancel keeps everything, and focus goes back to the button that asked.
  await page.keyboard.press("Escape");
  await expect(approve).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Approve 2 partners" }).click();

  await expect(page.getByText("Approved 2 partners")).toBeVisible();
  for (const partner of partners.slice(0, 2))
    await expect(rowOf(partner.email).getByText("Partner approved", { exact: true })).toBeVisible();
  // The bar is gone with the selection; focus is on the first approved row, not lost to the page.
  await expect(bar).toHaveCount(0);
  await expect(rowOf(partners[0]!.email).getByText("Partner approved", { exact: true })).toBeFocused();
  const { rows: stored } = await sql.query<{ id: string; status: string }>(
    `SELECT id, status FROM "Partner" WHERE id = ANY($1)`,
    [partners.map((p) => p.id)],
  );
  expect(Object.fromEntries(stored.map((r) => [r.id, r.status]))).toEqual({
    [partners[0]!.id]: "APPROVED",
    [partners[1]!.id]: "APPROVED",
    [partners[2]!.id]: "PENDING",
  });
  const { rows: audited } = await sql.query(
    `SELECT "entityId" FROM "AuditLog" WHERE action = 'partner.approve' AND "entityId" = ANY($1)`,
    [partners.map((p) => p.id)],
  );
  expect(audited).toHaveLength(2);
});

test("rejecting many asks for one reason of at least 5 characters, which every partner reads", async ({
  page,
  sql,
}) => {
  const tag = `bulkr${randomUUID().slice(0, 8)}`;
  const partners = [];
  for (let i = 0; i < 2; i++) partners.push(await createPartner(sql, { status: "PENDING", prefix: tag }));
  await page.goto(`/admin/partners?status=pending&q=${tag}`);
  await page.getByRole("checkbox", { name: /^Select every partner/ }).check();
  const bar = page.getByRole("toolbar", { name: "Selected partners" });
  await expect(bar).toContainText("2 partners selected");
  await bar.getByRole("button", { name: "Reject 2 partners…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Reject 2 partners?" });
  const confirm = dialog.getByRole("button", { name: "Reject 2 partners" });
  await expect(confirm).toBeDisabled();
  const reason = dialog.getByLabel("Reason the partners will read");
  // Past the limit the text stays as pasted and the count says by how much, never cut (decision 619).
  await reason.fill("x".repeat(1005));
  await expect(reason).toHaveValue("x".repeat(1005));
  await expect(dialog.getByText("5 characters too many: at most 1,000")).toBeVisible();
  await expect(confirm).toBeDisabled();
  await reason.fill("The company address is incomplete.");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText("Rejected 2 partners")).toBeVisible();
  const { rows } = await sql.query<{ status: string; reviewNote: string }>(
    `SELECT status, "reviewNote" FROM "Partner" WHERE id = ANY($1)`,
    [partners.map((p) => p.id)],
  );
  expect(rows).toEqual([
    { status: "REJECTED", reviewNote: "The company address is incomplete." },
    { status: "REJECTED", reviewNote: "The company address is incomplete." },
  ]);
});

test("an editor publishes two drafts at once, then deletes one of them; the list and the audit log say so", async ({
  page,
  sql,
}) => {
  const tag = `bulkp${randomUUID().slice(0, 8)}`;
  const first = await insertDraftPost(sql, `${tag} one`, "Text of the first.");
  const second = await insertDraftPost(sql, `${tag} two`, "Text of the second.");
  await page.goto(`/admin/posts?q=${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Select every post on this page" }).check();
  const bar = page.getByRole("toolbar", { name: "Selected posts" });
  await expect(bar.getByRole("button", { name: /^Unpublish/ })).toHaveCount(0);
  await bar.getByRole("button", { name: "Publish 2 posts" }).click();
  await page
    .getByRole("alertdialog", { name: "Publish 2 posts?" })
    .getByRole("button", { name: "Publish 2 posts" })
    .click();
  await expect(page.getByText("Published 2 posts")).toBeVisible();
  await expect(rows.getByText("Published", { exact: true })).toHaveCount(2);
  // What was done leaves the selection; the box that selects them all has the focus back.
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Select every post on this page" })).toBeFocused();

  await rows
    .filter({ hasText: `${tag} one` })
    .getByRole("checkbox")
    .check();
  await expect(bar.getByRole("button", { name: /^Publish/ })).toHaveCount(0);
  await bar.getByRole("button", { name: "Delete 1 post" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete 1 post?" });
  await expect(dialog).toContainText("This cannot be undone.");
  await expectNoViolations(page);
  await dialog.getByRole("button", { name: "Delete 1 post" }).click();
  await expect(page.getByText("Deleted 1 post")).toBeVisible();
  await expect(rows).toHaveCount(1);
  const { rows: audited } = await sql.query<{ action: string }>(
    `SELECT action FROM "AuditLog" WHERE "entityId" = ANY($1) ORDER BY id`,
    [[first.id, second.id]],
  );
  expect(audited.map((a) => a.action).sort()).toEqual(["post.delete", "post.publish", "post.publish"]);
});

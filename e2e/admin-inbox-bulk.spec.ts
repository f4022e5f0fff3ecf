import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type pg from "pg";
import { expectNoViolations } from "./pages/a11y";
import { expect, test } from "./pages/console";
import { screenshotWidths } from "./pages/screenshots";

// Issue 50, bulk actions on the inbox (decision 627): select items, one question naming the count, each
// item changed (or exported) and audited on its own; a refused item is named and stays selected.

const newId = () => `e2e${randomUUID().replaceAll("-", "")}`;

async function insertMessages(sql: pg.Pool, tag: string, n: number) {
  const rows = [];
  for (let i = 1; i <= n; i++) {
    const row = { id: newId(), email: `${tag}.${i}@example.com` };
    await sql.query(
      `INSERT INTO "ContactMessage" (id, name, email, message, "createdAt") VALUES ($1, $2, $3, 'Please call me back.', now() - $4 * interval '1 minute')`,
      [row.id, i === 1 ? "=SUM(A1:A2)" : `Reader ${i}`, row.email, i],
    );
    rows.push(row);
  }
  return rows;
}

async function auditedIds(sql: pg.Pool, action: string, ids: string[]) {
  const { rows } = await sql.query<{ entityId: string }>(
    `SELECT "entityId" FROM "AuditLog" WHERE action = $1 AND "entityId" = ANY($2)`,
    [action, ids],
  );
  return rows.map((r) => r.entityId).sort();
}

test.describe("as an editor", () => {
  test.use({ signedInAs: "EDITOR" });

  test("marks two messages handled and exports three, by keyboard, each after one question naming the count", async ({
    page,
    sql,
  }) => {
    // Two questions, an axe check and a download: more than one action's time on a busy machine.
    test.slow();
    const tag = `inboxbulk${randomUUID().slice(0, 8)}`;
    const messages = await insertMessages(sql, tag, 3);
    await page.goto(`/admin/inbox?kind=messages&q=${tag}`);
    const list = page.getByRole("list", { name: "Messages" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    const rowOf = (email: string) => list.getByRole("listitem").filter({ hasText: email });

    // Space on two rows' boxes.
    for (const { email } of messages.slice(0, 2)) {
      await page.getByRole("checkbox", { name: `Select the message from ${email}` }).focus();
      await page.keyboard.press("Space");
    }
    const bar = page.getByRole("toolbar", { name: "Selected messages" });
    await expect(bar).toContainText("2 messages selected");
    const selectAll = page.getByRole("checkbox", { name: "Select every message on this page" });
    await expect(selectAll).toHaveJSProperty("indeterminate", true);

    const handle = bar.getByRole("button", { name: "Mark 2 messages handled" });
    await handle.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Mark 2 messages handled?" });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await screenshotWidths(page, "inbox-bulk-handle-dialog");
    // Cancel changes nothing, and focus goes back to the button that asked.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(handle).toBeFocused();
    await page.keyboard.press("Enter");
    // The question opens on Cancel; Tab reaches the button that does it.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Mark 2 messages handled" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByText("Handled 2 messages")).toBeVisible();
    // The rows stay, marked, each with its undo; the third is untouched.
    for (const { email } of messages.slice(0, 2))
      await expect(
        rowOf(email).getByRole("button", { name: `Move back to new (message from ${email})` }),
      ).toBeVisible();
    await expect(rowOf(messages[2]!.email).getByRole("button", { name: /^Mark handled/ })).toBeVisible();
    // What was done left the selection, and the bar with it; focus is on the box that selects them all.
    await expect(bar).toHaveCount(0);
    await expect(selectAll).toBeFocused();
    expect(
      await auditedIds(
        sql,
        "message.handle",
        messages.map((m) => m.id),
      ),
    ).toEqual(
      messages
        .slice(0, 2)
        .map((m) => m.id)
        .sort(),
    );

    // Space on the page's box selects all three; only the one still new can be marked handled.
    await page.keyboard.press("Space");
    await expect(bar).toContainText("3 messages selected");
    await expect(bar.getByRole("button", { name: "Mark 1 message handled" })).toBeVisible();
    await screenshotWidths(page, "inbox-bulk-bar");
    const exportButton = bar.getByRole("button", { name: "Export 3 messages" });
    await exportButton.focus();
    await page.keyboard.press("Enter");
    const question = page.getByRole("alertdialog", { name: "Export 3 messages?" });
    await expect(question).toContainText("Each item exported is recorded in the audit log.");
    await page.keyboard.press("Tab");
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toMatch(/^messages-selected-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('\uFEFF"Received (IST)","Name","Email","Message","Handled (IST)"');
    // Formula-safe, in India time with its offset, newest first as the tab lists them.
    expect(lines[1]).toMatch(
      new RegExp(`^"\\d{4}-\\d{2}-\\d{2}T[\\d:.]+\\+05:30","'=SUM\\(A1:A2\\)","${messages[0]!.email}"`),
    );
    await expect(page.getByText("Exported 3 messages")).toBeVisible();
    // An export changes nothing: the selection stays, and focus is back on the button that asked.
    await expect(exportButton).toBeFocused();
    await expect(bar).toContainText("3 messages selected");
    expect(
      await auditedIds(
        sql,
        "inbox.export",
        messages.map((m) => m.id),
      ),
    ).toEqual(messages.map((m) => m.id).sort());
  });

  test("an editor may export deletion requests but not carry them out [security 45]", async ({ page, sql }) => {
    const email = `bulk.keep.${randomUUID().slice(0, 8)}@example.com`;
    await sql.query(
      `INSERT INTO "DeletionRequest" (id, email, status, "confirmTokenHash", "confirmedAt") VALUES ($1, $2, 'CONFIRMED', $3, now())`,
      [newId(), email, randomUUID()],
    );
    await page.goto(`/admin/inbox?kind=deletions&q=${encodeURIComponent(email)}`);
    await page.getByRole("checkbox", { name: `Select the deletion request from ${email}` }).check();
    const bar = page.getByRole("toolbar", { name: "Selected deletion requests" });
    await expect(bar).toContainText("1 deletion request selected");
    await expect(bar.getByRole("button", { name: "Export 1 deletion request" })).toBeVisible();
    await expect(bar.getByRole("button", { name: /^Carry out/ })).toHaveCount(0);
  });
});

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("carries out two deletion requests; one carried out meanwhile is named and stays selected", async ({
    page,
    sql,
  }) => {
    test.slow();
    const tag = `bulkdel${randomUUID().slice(0, 8)}`;
    const requests = [];
    for (let i = 1; i <= 3; i++) {
      const request = { id: newId(), email: `${tag}.${i}@example.com` };
      await sql.query(
        `INSERT INTO "DeletionRequest" (id, email, status, "confirmTokenHash", "confirmedAt") VALUES ($1, $2, 'CONFIRMED', $3, now())`,
        [request.id, request.email, randomUUID()],
      );
      requests.push(request);
    }
    await page.goto(`/admin/inbox?kind=deletions&q=${tag}`);
    const list = page.getByRole("list", { name: "Deletion requests" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Select every deletion request on this page" }).check();
    const bar = page.getByRole("toolbar", { name: "Selected deletion requests" });
    const carryOut = bar.getByRole("button", { name: "Carry out 3 deletion requests" });
    // Someone else carries one out while this page is open.
    await sql.query(`UPDATE "DeletionRequest" SET status = 'COMPLETED', "completedAt" = now() WHERE id = $1`, [
      requests[1]!.id,
    ]);
    await carryOut.click();
    const dialog = page.getByRole("alertdialog", { name: "Carry out 3 deletion requests?" });
    await expect(dialog).toContainText("This cannot be undone.");
    await expectNoViolations(page);
    await screenshotWidths(page, "inbox-bulk-deletions-dialog");
    await dialog.getByRole("button", { name: "Carry out 3 deletion requests" }).click();

    await expect(page.getByText("Carried out 2 deletion requests; 1 deletion request left as it was.")).toBeVisible();
    await expect(page.getByText(`${requests[1]!.email}: This request was already carried out.`)).toBeVisible();
    for (const i of [0, 2])
      await expect(list.getByRole("listitem").filter({ hasText: requests[i]!.email }).getByRole("status")).toHaveText(
        "Deleted. The requester was e-mailed.",
      );
    // The refused one stays selected, as it was; focus is back on the bar's button, which now counts it.
    await expect(bar).toContainText("1 deletion request selected");
    await expect(
      page.getByRole("checkbox", { name: `Select the deletion request from ${requests[1]!.email}` }),
    ).toBeChecked();
    await expect(bar.getByRole("button", { name: "Carry out 1 deletion request" })).toBeFocused();
    await screenshotWidths(page, "inbox-bulk-deletions-done");
    expect(
      await auditedIds(
        sql,
        "deletion.execute",
        requests.map((r) => r.id),
      ),
    ).toEqual([requests[0]!.id, requests[2]!.id].sort());
  });
});

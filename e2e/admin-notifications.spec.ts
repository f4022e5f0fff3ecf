import { randomUUID } from "node:crypto";
import { expectNoViolations } from "./pages/a11y";
import { expect, test } from "./pages/console";

// Issue 50, H2: after a send the form keeps whom it went to and says so; a send to every approved
// partner asks first, naming how many, and the server refuses one that did not confirm that number.
test.use({ signedInAs: "ADMIN" });

const received = async (sql: import("pg").Pool, message: string) =>
  Number((await sql.query(`SELECT count(*) FROM "Notification" WHERE message = $1`, [message])).rows[0].count);

test("after a send to one partner the form keeps that partner; a send to all asks 'Send to N partners?' first", async ({
  page,
  sql,
  signedInPartner: partner,
}) => {
  await page.goto("/admin/announcements");
  const form = page.getByRole("region", { name: "Send a notification" });
  const one = form.getByLabel("One partner", { exact: true });
  const everyone = form.getByLabel(/^All approved partners \(\d+\)$/);
  const email = form.getByLabel("Partner's e-mail (for one partner)");
  const message = form.getByLabel("Message");
  const send = form.getByRole("button", { name: "Send notification" });
  // Nobody is chosen until the admin chooses.
  await expect(one).not.toBeChecked();
  await expect(everyone).not.toBeChecked();

  const personal = `Your offer is featured ${randomUUID().slice(0, 6)}`;
  await one.check();
  await email.fill(partner.email);
  await message.fill(personal);
  await send.click();
  await expect(form.getByRole("status")).toHaveText(`Sent to ${partner.email}.`);
  await expect(one).toBeChecked();
  await expect(email).toHaveValue(partner.email);
  await expect(message).toHaveValue("");
  await expect(send).toBeFocused();
  expect(await received(sql, personal)).toBe(1);
  await expectNoViolations(page);

  // To everyone: one question that names the number; cancelling sends nothing and gives the focus back.
  const count = Number((await everyone.locator("xpath=..").textContent())!.match(/\((\d+)\)/)![1]);
  const broadcast = `Payouts move to Mondays ${randomUUID().slice(0, 6)}`;
  await everyone.check();
  await message.fill(broadcast);
  await send.click();
  const dialog = page.getByRole("alertdialog", { name: `Send to ${count} partner${count === 1 ? "" : "s"}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Send to ${count}` })).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  // By keyboard: Enter on the button asks again, Escape cancels.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  await expect(message).toHaveValue(broadcast);
  await expect(form.getByRole("status")).toHaveText(`Sent to ${partner.email}.`);
  expect(await received(sql, broadcast)).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a send to all is refused until the number is confirmed, and nothing is sent", async ({ page, sql }) => {
    await page.goto("/admin/announcements");
    const form = page.getByRole("region", { name: "Send a notification" });
    const broadcast = `Unconfirmed ${randomUUID().slice(0, 6)}`;
    await form.getByLabel(/^All approved partners/).check();
    await form.getByLabel("Message").fill(broadcast);
    await form.getByRole("button", { name: "Send notification" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      /^Send to \d+ partners\? Tick “Yes, send to all \d+” and send again\.$/,
    );
    await expect(form.getByLabel(/^Yes, send to all \d+$/)).not.toBeChecked();
    await expect(form.getByLabel(/^All approved partners/)).toBeChecked();
    await expect(form.getByLabel("Message")).toHaveValue(broadcast);
    expect(await received(sql, broadcast)).toBe(0);
  });
});

test("a long unbroken message in Recently sent and an announcement's line breaks stay inside their cards (console review m9, m28)", async ({
  page,
  sql,
}) => {
  const word = `x${randomUUID().replaceAll("-", "")}`.repeat(15);
  await sql.query(
    `INSERT INTO "AuditLog" ("actorEmail", action, "entityType", summary, "createdAt") VALUES ('ops@example.com', 'notification.send', 'Notification', $1, now() + interval '1 day')`,
    [`Sent "${word}" to one partner`],
  );
  const title = `Two lines ${randomUUID().slice(0, 6)}`;
  await sql.query(
    `INSERT INTO "Announcement" (id, title, body, "publishedAt", "updatedAt") VALUES ($1, $2, $3, NULL, now())`,
    [`e2ea${randomUUID().replaceAll("-", "")}`, title, "First line\nSecond line"],
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/announcements");
  const card = page.getByRole("region", { name: "Recently sent" });
  const sent = card.getByText(word);
  await expect(sent).toBeVisible();
  const [cardBox, sentBox] = [(await card.boundingBox())!, (await sent.boundingBox())!];
  expect(sentBox.x + sentBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  const body = page
    .getByRole("list", { name: "Announcements, published first" })
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByText("First line");
  expect(await body.innerText()).toBe("First line\nSecond line");
});

test("a message longer than 500 characters is counted, never cut, and refused with its limit (console m10)", async ({
  page,
}) => {
  await page.goto("/admin/announcements");
  const form = page.getByRole("region", { name: "Send a notification" });
  const message = form.getByLabel("Message");
  await expect(form.getByText("0 of 500 characters")).toBeVisible();
  const pasted = "₹".repeat(10) + "x".repeat(495);
  await message.fill(pasted);
  // All 505 characters stay in the field; the count says how many are too many.
  await expect(message).toHaveValue(pasted);
  await expect(form.getByText("5 characters too many: at most 500")).toBeVisible();
  await form.getByLabel("One partner", { exact: true }).check();
  await form.getByLabel("Partner's e-mail (for one partner)").fill("nobody@partner.example");
  await form.getByRole("button", { name: "Send notification" }).click();
  await expect(form.getByText("Write the notification (1 to 500 characters).")).toBeVisible();
  await expect(message).toHaveValue(pasted);
  await message.fill("Short again");
  await expect(form.getByText("11 of 500 characters")).toBeVisible();
  await expectNoViolations(page);
});

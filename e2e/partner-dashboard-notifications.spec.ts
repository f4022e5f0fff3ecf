import { expect, test } from "./fixtures";

test("notifications: newest first, long dates, 'Just now' under a minute", async ({
  page,
  sql,
  signedInPartner,
  profilePage,
}) => {
  const insert = (id: string, message: string, createdAt: string) =>
    sql.query(`INSERT INTO "Notification" (id, "partnerId", message, "createdAt") VALUES ($1, $2, $3, ${createdAt})`, [
      `${signedInPartner.id}-${id}`,
      signedInPartner.id,
      message,
    ]);
  await insert("a", "Your account was approved.", "'2026-03-07T06:30:00Z'");
  await insert("b", "Welcome to the partner dashboard.", "now()");
  await insert("c", "Coupon listing opens next week.", "'2026-11-20T20:00:00Z'");
  // Someone else's notification never shows here.
  await sql.query(
    `INSERT INTO "Notification" (id, "partnerId", message) SELECT $1, id, 'Not yours' FROM "Partner" WHERE id <> $2 LIMIT 1`,
    [`${signedInPartner.id}-other`, signedInPartner.id],
  );

  await profilePage.goto("notifications");
  const items = page.getByRole("list", { name: "Notifications, newest first" }).getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Welcome to the partner dashboard.");
  await expect(items.nth(0)).toContainText("Just now");
  await expect(items.nth(1)).toContainText("Coupon listing opens next week.");
  // 20:00 UTC is past midnight in India.
  await expect(items.nth(1)).toContainText("Saturday, 21 November 2026");
  await expect(items.nth(2)).toContainText("Saturday, 7 March 2026");
  await expect(page.getByText("Not yours")).toHaveCount(0);
});

test("notifications: the empty state", async ({ page, signedInPartner, profilePage }) => {
  await profilePage.goto("notifications");
  await expect(page.getByText("No notifications available.")).toBeVisible();
  await expect(page.getByText(signedInPartner.email)).toBeVisible();
});

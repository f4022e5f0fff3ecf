import { expect, test } from "./fixtures";
import { dayOffset, insertCoupons } from "./pages/coupon-rows";
import { longDay } from "./pages/day-text";
import { expectNoViolations } from "./pages/a11y";
import { cards, rows, tab } from "./pages/status-listing";

// The coupon detail dialog on the status page: the real coupon, its code copied, pause, resume and
// duplicate, and its History.

test("the detail modal shows the real coupon and copies its code with a check for 2 seconds", async ({
  page,
  context,
  sql,
  signedInPartner,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await insertCoupons(sql, signedInPartner.id, rows);
  await page.goto("/dashboard/listing/status?tab=lived");
  await cards(page).getByRole("button", { name: "Live biryani", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Paradise" })).toBeVisible();
  await expect(dialog.getByTestId("coupon-code")).toHaveText("BIRYANI20");
  await expect(dialog).toContainText("25% OFF");
  await expect(dialog).toContainText(`Valid till ${longDay(dayOffset(7))}`);
  await expect(dialog.getByRole("img", { name: "Paradise coupon image" })).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole("button", { name: "Copy code" }).click();
  await expect(dialog.getByTestId("copied-check")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Code copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("BIRYANI20");
  const shownAt = Date.now();
  await expect(dialog.getByTestId("copied-check")).toBeHidden({ timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1200);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await tab(page, "Expired Coupons").click();
  await cards(page).getByRole("button", { name: "Gone sale", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("No code needed");
});

test("a live coupon paused from its detail moves to Expired with a Paused badge and leaves the feed; resume and duplicate", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [live] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Running chai", brand: "Chaayos", code: "CHAI15", start: -2, expiry: 9 },
  ]);
  const offerStatus = async () => (await page.request.get(`/api/v1/offers/${live!.id}`)).status();
  await page.goto("/dashboard/listing/status?tab=lived");
  await cards(page).getByRole("button", { name: "Running chai", exact: true }).click();
  const detail = page.getByRole("dialog");
  await expect(detail.getByRole("list", { name: "Changes" }).or(detail.getByText("No changes"))).toBeVisible();
  await detail.getByRole("button", { name: "Pause" }).click();
  await expect(detail).toBeHidden();
  await expect(page.getByText("Coupon paused")).toBeVisible();
  await expect(tab(page, "Lived Coupons")).toContainText("0");
  expect(await offerStatus()).toBe(404);

  await tab(page, "Expired Coupons").click();
  // The tab is current before its cards are read: the old tab's card of the same title would pass too.
  await expect(tab(page, "Expired Coupons")).toHaveAttribute("aria-current", "page");
  await expect(cards(page).filter({ hasText: "Running chai" })).toContainText("Paused");
  await cards(page).getByRole("button", { name: "Running chai", exact: true }).click();
  await expect(detail.getByRole("list", { name: "Changes" })).toContainText("Paused");
  await detail.getByRole("button", { name: "Resume" }).click();
  await expect(detail).toBeHidden();
  await tab(page, "Lived Coupons").click();
  await expect(tab(page, "Lived Coupons")).toHaveAttribute("aria-current", "page");
  await expect(cards(page).getByRole("heading")).toHaveText(["Running chai"]);
  expect(await offerStatus()).toBe(200);

  await cards(page).getByRole("button", { name: "Running chai", exact: true }).click();
  await detail.getByRole("button", { name: "Duplicate" }).click();
  await expect(detail).toBeHidden();
  await tab(page, "Listed Coupons").click();
  await expect(tab(page, "Listed Coupons")).toHaveAttribute("aria-current", "page");
  await expect(cards(page).getByRole("heading")).toHaveText(["Running chai (copy)"]);
  const { rows } = await sql.query(
    `SELECT to_char("startDate", 'YYYY-MM-DD') AS start, "viewCount" FROM "Coupon" WHERE "partnerId" = $1 AND id <> $2`,
    [signedInPartner.id, live!.id],
  );
  expect(rows).toEqual([{ start: dayOffset(1), viewCount: 0 }]);

  // End now asks first, then the copy has ended: expired since yesterday.
  await cards(page).getByRole("button", { name: "Running chai (copy)", exact: true }).click();
  await detail.getByRole("button", { name: "End now" }).click();
  const confirm = page.getByRole("alertdialog", { name: "End Coupon" });
  await confirm.getByRole("button", { name: "End now" }).click();
  await expect(confirm).toBeHidden();
  await expect(tab(page, "Listed Coupons")).toContainText("0");
  await tab(page, "Expired Coupons").click();
  await expect(tab(page, "Expired Coupons")).toHaveAttribute("aria-current", "page");
  await expect(cards(page).getByRole("heading")).toHaveText(["Running chai (copy)"]);
});

test("the detail's long History is a framed scroll area a keyboard reaches and scrolls to its last entry (issue 49 M5)", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Much edited kurtas", brand: "Kesari", code: "K1", start: -2, expiry: 20 },
  ]);
  // Twelve edits, the oldest last: more than the area shows at once.
  for (let i = 1; i <= 12; i++)
    await sql.query(
      `INSERT INTO "CouponChange" ("couponId", "partnerId", kind, fields, "createdAt")
       VALUES ($1, $2, 'EDIT', $3, now() - make_interval(mins => $4))`,
      [
        coupon!.id,
        signedInPartner.id,
        JSON.stringify({ description: { from: `Handloom cotton kurtas for men and women, take ${i}`, to: "x" } }),
        i,
      ],
    );
  await page.goto("/dashboard/listing/status?tab=lived");
  await cards(page).getByRole("button", { name: "Much edited kurtas", exact: true }).click();
  const detail = page.getByRole("dialog");
  const history = detail.getByRole("list", { name: "Changes, newest first" });
  await expect(history.getByRole("listitem")).toHaveCount(12);
  await expectNoViolations(page);

  // Tab reaches it (it scrolls, so it is focusable), and End scrolls to the oldest change, shown whole.
  for (let i = 0; i < 20 && !(await history.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(history).toBeFocused();
  expect(await history.evaluate((el) => el.scrollTop)).toBe(0);
  await page.keyboard.press("End");
  await expect.poll(() => history.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  const last = history.getByRole("listitem").last();
  await expect(last).toContainText("take 12");
  await expect(last).toBeInViewport({ ratio: 1 });
  const [area, entry] = await Promise.all([history.boundingBox(), last.boundingBox()]);
  expect(entry!.y + entry!.height).toBeLessThanOrEqual(area!.y + area!.height);
});

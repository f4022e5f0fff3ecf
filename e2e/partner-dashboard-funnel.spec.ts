import { randomUUID } from "node:crypto";
import { DEMO_APP_KEY } from "../config/demo-accounts";
import { expect, randomIp, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { CouponListingPage } from "./pages/coupon-listing";
import { insertCoupons } from "./pages/coupon-rows";
import { screenshotWidths } from "./pages/screenshots";

// Issue 49 item 3 (decision 563): a cap that counts redemptions, chosen in the coupon form; Affiliated
// Management's funnel with the redemption rate and sales; and issue 49 m11 on the Coupons-by-status page:
// what a delete or the detail's controls did is said on the page, not in a toast over the cards.

test("the coupon form's cap counts redemptions: claims stay open past it until that many codes are redeemed", async ({
  page,
  request,
  sql,
  signedInPartner,
}) => {
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [{ title: "Two redemptions", start: -1, expiry: 10 }]);
  await sql.query(`UPDATE "Coupon" SET "codeMode" = 'generated' WHERE id = $1`, [coupon!.id]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Two redemptions").getByRole("button", { name: "Edit Two redemptions" }).click();
  await listing.fill({ "Claim limit": "2" });
  const counts = listing.dialog.getByRole("group", { name: "The limit counts" });
  await expect(counts.getByRole("radio", { name: "Claims" })).toBeChecked();
  // Keyboard only: the arrow keys move the choice within the group.
  await counts.getByRole("radio", { name: "Claims" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(counts.getByRole("radio", { name: "Redemptions" })).toBeChecked();
  await expectNoViolations(page);
  await screenshotWidths(page, "coupon-form-cap-counts");
  await listing.submit.click();
  await expect(listing.dialog).toBeHidden();

  const claim = async () => {
    const answer = await request.post(`/api/v1/offers/${coupon!.id}/claims`, {
      data: { userId: `app-user-${randomUUID()}` },
      headers: { "x-app-key": DEMO_APP_KEY, "x-forwarded-for": randomIp() },
    });
    return { status: answer.status(), code: (await answer.json()).data?.code as string | undefined };
  };
  const codes = [await claim(), await claim(), await claim()];
  expect(codes.map((c) => c.status)).toEqual([201, 201, 201]);

  const redeem = async (code: string) => {
    await page.goto(`/dashboard/redeem?code=${encodeURIComponent(code)}`);
    const found = page.getByRole("region", { name: `Code ${code}` });
    await found.getByRole("button", { name: "Redeem code" }).click();
    return found;
  };
  await expect((await redeem(codes[0]!.code!)).getByText(/^Redeemed just now/)).toBeVisible();
  await expect((await redeem(codes[1]!.code!)).getByText(/^Redeemed just now/)).toBeVisible();
  // The redemption that reached the cap closed the coupon to claims.
  expect((await claim()).status).toBe(409);
  const refused = await redeem(codes[2]!.code!);
  await expect(
    refused.getByText("This offer's limit of 2 redemptions is reached: no more of its codes can be redeemed."),
  ).toBeVisible();
  const { rows: left } = await sql.query(`SELECT "redeemedAt" FROM "CouponCode" WHERE code = $1`, [codes[2]!.code]);
  expect(left[0].redeemedAt).toBeNull();

  await page.goto("/dashboard/listing/status?tab=expired");
  await page.getByRole("button", { name: "Two redemptions", exact: true }).click();
  await expect(page.getByRole("dialog").getByTestId("coupon-claims")).toHaveText("3 claimed, limit 2 redemptions");
});

test("Affiliated Management shows the funnel per coupon: redemptions, their rate and sales, and the CSV has them", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Funnel coupon", start: -5, expiry: 10, views: 40, clicks: 12 },
  ]);
  await sql.query(
    `INSERT INTO "CouponEvent" ("couponId", type, "createdAt")
     SELECT $1, t::"CouponEventType", now() - interval '1 day' FROM unnest(ARRAY['VIEW','VIEW','VIEW','VIEW','CLICK','CLICK']) t`,
    [coupon!.id],
  );
  for (const [i, amount] of [149950, 50000, null, null].entries()) {
    const claim = `cl-e2e-${randomUUID()}`;
    await sql.query(
      `INSERT INTO "CouponClaim" (id, "couponId", "userKey", "createdAt") VALUES ($1, $2, $3, now() - interval '1 day')`,
      [claim, coupon!.id, `e2e-${claim}`],
    );
    await sql.query(
      `INSERT INTO "CouponCode" (id, "couponId", "partnerId", code, "claimId", "redeemedAt", "orderAmountPaise")
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::int < 2 THEN now() - interval '1 hour' END, $7)`,
      [`cc-${claim}`, coupon!.id, signedInPartner.id, `PP-E2E${i}${randomUUID().slice(0, 6)}`, claim, i, amount],
    );
  }

  await page.goto("/dashboard/affiliates");
  await expect(page.getByTestId("total-Redemptions")).toHaveText("2");
  await expect(page.getByTestId("total-Redemption rate")).toHaveText("50.0%");
  await expect(page.getByTestId("total-Sales")).toHaveText("₹1,999.50");
  const row = page
    .getByRole("table", { name: /per coupon/ })
    .locator("tbody tr")
    .first();
  // Views, Clicks, Claims, Redeemed, Rate, Sales.
  await expect(row.locator("td").nth(1)).toHaveText("4");
  await expect(row.locator("td").nth(3)).toHaveText("4");
  await expect(row.locator("td").nth(4)).toHaveText("2");
  await expect(row.locator("td").nth(5)).toHaveText("50.0%");
  await expect(row.locator("td").nth(6)).toHaveText("₹1,999.50");
  await expectNoViolations(page);
  await screenshotWidths(page, "affiliates-funnel", { fullPage: true });
});

test("Coupons by status says a delete and the detail's controls on the page, not in a toast over the cards (issue 49 m11)", async ({
  page,
  sql,
  signedInPartner,
}) => {
  await insertCoupons(sql, signedInPartner.id, [
    { title: "Pause me", start: -2, expiry: 9 },
    { title: "Also live", start: -2, expiry: 9 },
    { title: "Listed one", start: 2, expiry: 9 },
    { title: "Listed two", start: 2, expiry: 9 },
  ]);
  const toasts = page.locator("[data-sonner-toast]");
  await page.goto("/dashboard/listing/status?tab=lived");
  const opener = page.getByRole("button", { name: "Pause me", exact: true });
  await opener.click();
  const detail = page.getByRole("dialog");
  await detail.getByRole("button", { name: "Pause" }).click();
  await expect(detail).toBeHidden();
  await expect(page.getByTestId("status-board-outcome")).toHaveText("Coupon paused — Pause me");
  // Its card left this tab: focus goes to the list, not to the page's body (partner review, 2026-11-30).
  await expect(page.getByRole("list", { name: "Coupons" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Coupon paused — Pause me" })).toBeVisible();
  await expect(toasts).toHaveCount(0);

  await page.goto("/dashboard/listing/status?tab=listed");
  await page.getByRole("button", { name: "Delete Listed two" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete Coupon" })
    .getByRole("button", { name: "Confirm" })
    .press("Enter");
  await expect(page.getByTestId("status-board-outcome")).toHaveText("Coupon deleted: Listed two.");
  await expect(page.getByRole("list", { name: "Coupons" })).toBeFocused();
  await expect(toasts).toHaveCount(0);
  await expectNoViolations(page);
  await screenshotWidths(page, "status-deleted-outcome");
});

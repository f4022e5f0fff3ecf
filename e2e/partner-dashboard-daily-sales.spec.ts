import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import type pg from "pg";
import { expect, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { dayOffset, insertCoupons } from "./pages/coupon-rows";
import { screenshotWidths } from "./pages/screenshots";

// Issue 49 item 3's sales per day (decision 628): redemptions and sales on every one of the 30 days, as
// two charts and a table, on Affiliated Management and a coupon's results page, and as a daily CSV.

/** '26 Nov' for a day `offset` days from today in India, as the charts and tables write it. */
const label = (offset: number) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${dayOffset(offset)}T00:00:00Z`),
  );

/**
 * Claims at noon in India on the day `offset` from today, one per entry: its code redeemed that day for the
 * amount in paise, redeemed without an amount (null), or not redeemed (false).
 */
async function claimOn(
  sql: pg.Pool,
  partnerId: string,
  couponId: string,
  offset: number,
  amounts: (number | null | false)[],
) {
  const noon = `${dayOffset(offset)}T06:30:00Z`;
  for (const amount of amounts) {
    const claim = `cl-e2e-${randomUUID()}`;
    await sql.query(`INSERT INTO "CouponClaim" (id, "couponId", "userKey", "createdAt") VALUES ($1, $2, $3, $4)`, [
      claim,
      couponId,
      `e2e-${claim}`,
      noon,
    ]);
    await sql.query(
      `INSERT INTO "CouponCode" (id, "couponId", "partnerId", code, "claimId", "redeemedAt", "orderAmountPaise")
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        `cc-${claim}`,
        couponId,
        partnerId,
        `PP-D${randomUUID().slice(0, 8).toUpperCase()}`,
        claim,
        amount === false ? null : noon,
        amount === false ? null : amount,
      ],
    );
  }
}

/**
 * The heights of a chart's bars: one a day, zero-height on a day without figures. It waits for the 30
 * bars first: `evaluateAll` reads the page as it is, and the page may still be streaming its panel.
 */
async function barHeights(chart: Locator) {
  const bars = chart.locator("svg rect");
  await expect(bars).toHaveCount(30);
  return bars.evaluateAll((rects) => rects.map((r) => Number(r.getAttribute("height"))));
}

async function expectDailyRedemptions(region: Locator) {
  const redemptions = region.getByTestId("daily-plot-Redemptions");
  const sales = region.getByTestId("daily-plot-Sales");
  // Every day drawn, zeros included: three of the 30 with redemptions, two of them with sales.
  const counted = await barHeights(redemptions);
  expect(counted).toHaveLength(30);
  expect(counted.map((h, i) => (h > 0 ? i : -1)).filter((i) => i >= 0)).toEqual([24, 26, 28]);
  const rupees = await barHeights(sales);
  expect(rupees.map((h, i) => (h > 0 ? i : -1)).filter((i) => i >= 0)).toEqual([24, 26]);
  // Sales read as rupees on their own axis; redemptions as counts.
  await expect(sales.locator("svg text").first()).toHaveText("₹0");
  await expect(sales.locator("svg")).toContainText("₹1,500");
  await expect(redemptions.locator("svg")).not.toContainText("₹");

  await region.getByText("Show the figures as a table").click();
  const rows = region
    .getByRole("table", { name: "Redemptions, redemption rate and sales per day" })
    .locator("tbody tr");
  await expect(rows).toHaveCount(30);
  await expect(rows.locator("th")).toHaveText(Array.from({ length: 30 }, (_, i) => label(i - 29)));
  await expect(rows.nth(24).locator("td")).toHaveText(["1", "100.0%", "₹250.00"]);
  await expect(rows.nth(26).locator("td")).toHaveText(["2", "66.7%", "₹1,999.50"]);
  await expect(rows.nth(28).locator("td")).toHaveText(["1", "100.0%", "₹0.00"]);
  await expect(rows.nth(27).locator("td")).toHaveText(["0", "—", "₹0.00"]);
}

test("redemptions and sales per day: Affiliated Management and the coupon's page draw every day, the table and the daily CSV have the seeded days", async ({
  page,
  sql,
  signedInPartner,
}) => {
  test.slow();
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [{ title: "Daily thali", start: -20, expiry: 10 }]);
  await claimOn(sql, signedInPartner.id, coupon!.id, -5, [25_000]);
  await claimOn(sql, signedInPartner.id, coupon!.id, -3, [149_950, 50_000, false]);
  await claimOn(sql, signedInPartner.id, coupon!.id, -1, [null]);

  await page.goto("/dashboard/affiliates");
  const panel = page.getByRole("region", { name: "Redemptions and sales per day" });
  await expect(page.getByTestId("total-Average sales a day")).toHaveText("₹74.98");
  await expectDailyRedemptions(panel);
  await expectNoViolations(page);
  await screenshotWidths(page, "affiliates-daily-sales", { fullPage: true });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export daily CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`coupon-stats-daily-${dayOffset(0)}.csv`);
  const lines = (await readFile(await file.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe('"Day","Views","Clicks","Claims","Redemptions","Redemption rate","Sales (₹)"');
  expect(lines).toHaveLength(31);
  expect(lines[1]).toBe(`"${dayOffset(-29)}","0","0","0","0","—","0"`);
  expect(lines[27]).toBe(`"${dayOffset(-3)}","0","0","3","2","66.7%","1999.5"`);
  expect(lines[29]).toBe(`"${dayOffset(-1)}","0","0","1","1","100.0%","0"`);

  await page.goto(`/dashboard/listing/${coupon!.id}`);
  await expectDailyRedemptions(page.getByRole("region", { name: "From claim to redemption" }));
  await expectNoViolations(page);
  await screenshotWidths(page, "coupon-daily-sales", { fullPage: true });
});

test("with nothing redeemed in 30 days, Affiliated Management and the coupon's page say so in one sentence", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Not yet redeemed", start: -40, expiry: 10 },
  ]);
  await claimOn(sql, signedInPartner.id, coupon!.id, -31, [99_900]); // before the window

  await page.goto("/dashboard/affiliates");
  const panel = page.getByRole("region", { name: "Redemptions and sales per day" });
  await expect(panel).toContainText("Nothing redeemed in the last 30 days yet.");
  await expect(panel.locator("svg, table")).toHaveCount(0);
  await expect(page.getByTestId("total-Average sales a day")).toHaveText("₹0.00");
  await expectNoViolations(page);
  await screenshotWidths(page, "affiliates-daily-sales-empty", { fullPage: true });

  await page.goto(`/dashboard/listing/${coupon!.id}`);
  const funnel = page.getByRole("region", { name: "From claim to redemption" });
  await expect(funnel).toContainText("No redemptions of this coupon in the last 30 days yet.");
  await expect(funnel.locator("svg, table")).toHaveCount(0);
  await expectNoViolations(page);
  await screenshotWidths(page, "coupon-daily-sales-empty", { fullPage: true });
});

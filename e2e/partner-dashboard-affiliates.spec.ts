import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { insertCoupons } from "./pages/coupon-rows";
import { expectNoViolations } from "./pages/a11y";

async function addEvents(sql: import("pg").Pool, couponId: string, type: "VIEW" | "CLICK", count: number, daysAgo = 0) {
  await sql.query(
    `INSERT INTO "CouponEvent" ("couponId", type, "createdAt")
     SELECT $1, $2::"CouponEventType", now() - ($3 || ' days')::interval FROM generate_series(1, $4::int)`,
    [couponId, type, String(daysAgo), count],
  );
}

test("Affiliated Management: 30-day totals, coupons by clicks, tracking links that count and redirect, CSV export", async ({
  page,
  context,
  sql,
  signedInPartner,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const [quiet, popular] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Quiet coupon", start: -1, expiry: 10 },
    { title: "Popular coupon", start: -1, expiry: 10 },
  ]);
  await sql.query(`UPDATE "Coupon" SET link = $1 WHERE id = $2`, [`${baseURL}/api/health`, popular!.id]);
  await addEvents(sql, popular!.id, "VIEW", 12, 1);
  await addEvents(sql, popular!.id, "CLICK", 3, 2);
  await addEvents(sql, quiet!.id, "VIEW", 4, 5);
  await addEvents(sql, quiet!.id, "VIEW", 9, 45); // outside the 30 days

  await page.goto("/dashboard/affiliates");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Affiliated Management");
  await expect(page.getByTestId("total-Views")).toHaveText("16");
  await expect(page.getByTestId("total-Clicks")).toHaveText("3");
  await expect(page.getByTestId("total-Click-through rate")).toHaveText("18.8%");
  const rows = page.getByRole("table", { name: /per coupon/ }).locator("tbody tr");
  await expect(rows.locator("th")).toHaveText([/Popular coupon/, /Quiet coupon/]);
  await expect(rows.first().locator("td").nth(1)).toHaveText("12");
  await expect(rows.first().locator("td").nth(2)).toHaveText("3");
  await expectNoViolations(page);

  await rows.first().getByRole("button", { name: "Copy tracking link for Popular coupon" }).click();
  await expect(rows.first().getByRole("button", { name: /copied/ })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/go/${popular!.id}`);
  // No referrer goes to the partner (decision 530), whatever the site-wide header says (issue 49 m8).
  const tracking = await page.request.get("/go/e2e-no-such-coupon", { maxRedirects: 0 });
  expect(tracking.headers()["referrer-policy"]).toBe("no-referrer");
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(`${baseURL}/api/health`);
  // The click is counted in a batch right after the redirect (decision 551).
  await expect
    .poll(
      async () =>
        (await sql.query(`SELECT "clickCount" FROM "Coupon" WHERE id = $1`, [popular!.id])).rows[0].clickCount,
    )
    .toBe(1);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = (await readFile(await (await download).path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toContain('"Coupon","Brand","Status","Views (30 days)","Clicks (30 days)"');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain('"Popular coupon"');
});

test("a partner without coupons sees an empty state", async ({ page, signedInPartner }) => {
  void signedInPartner;
  await page.goto("/dashboard/affiliates");
  await expect(page.getByText("No coupons yet. List a coupon and its tracking link appears here.")).toBeVisible();
  await expect(page.getByTestId("total-Views")).toHaveText("0");
  await expect(page.getByTestId("total-Click-through rate")).toHaveText("—");
});

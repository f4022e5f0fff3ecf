import { readFile } from "node:fs/promises";
import { expect } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { screenshotWidths } from "./pages/screenshots";
import { CouponListingPage, test } from "./pages/coupon-listing";
import { insertCoupons } from "./pages/coupon-rows";

// Issue 49 capability 5, the merchant's list tools on the Listing Page: filters, sorts, title search,
// a selection for one action, Generate code and the code rule, and the export (decisions 559, 560).

const headings = (listing: CouponListingPage) => listing.cards.getByRole("heading");

test("filters by state and category, sorts, searches titles, and keeps it all in the address, also without JavaScript", async ({
  page,
  browser,
  sql,
  signedInPartner,
}) => {
  await insertCoupons(sql, signedInPartner.id, [
    { title: "Monsoon umbrellas", start: -2, expiry: 3, categories: ["Accessories"] },
    { title: "Winter jackets", start: 2, expiry: 30 },
    { title: "Summer sandals", start: -5, expiry: 12 },
    { title: "Old festival", start: -20, expiry: -2 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await expect(listing.cards).toHaveCount(4);

  await listing.search.fill("monsoon");
  await expect(headings(listing)).toHaveText(["Monsoon umbrellas"]);
  await listing.search.fill("");
  await expect(listing.cards).toHaveCount(4);

  const filters = page.getByRole("form", { name: "Filter and sort coupons" });
  await filters.getByLabel("State").selectOption("live");
  await expect(page).toHaveURL(/state=live/);
  await expect(headings(listing)).toHaveText(["Summer sandals", "Monsoon umbrellas"]);
  await filters.getByLabel("Sort by").selectOption("ending");
  await expect(page).toHaveURL(/sort=ending/);
  await expect(headings(listing)).toHaveText(["Monsoon umbrellas", "Summer sandals"]);
  await filters.getByLabel("Category").selectOption("Accessories");
  await expect(headings(listing)).toHaveText(["Monsoon umbrellas"]);
  await expectNoViolations(page);
  await screenshotWidths(page, "listing-filtered");

  // Reload keeps them; the search box keeps them too.
  await page.reload();
  await expect(headings(listing)).toHaveText(["Monsoon umbrellas"]);
  await expect(filters.getByLabel("Sort by")).toHaveValue("ending");

  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const noJs = await context.newPage();
  await noJs.goto("/dashboard/listing");
  const form = noJs.getByRole("form", { name: "Filter and sort coupons" });
  await form.getByLabel("State").selectOption("expired");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(noJs).toHaveURL(/state=expired/);
  await expect(noJs.getByRole("list", { name: "Coupons" }).getByRole("heading")).toHaveText(["Old festival"]);
  await context.close();
});

test("selects cards by keyboard for one delete with one confirmation naming the count, and one Undo", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const rows = await insertCoupons(sql, signedInPartner.id, [
    { title: "Bulk one", start: -1 },
    { title: "Bulk two", start: -1 },
    { title: "Bulk three", start: -1 },
    { title: "Stays", start: -1 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  for (const title of ["Bulk one", "Bulk two", "Bulk three"]) {
    const box = page.getByRole("checkbox", { name: `Select ${title}` });
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
  const bar = page.getByRole("group", { name: "Selected coupons" });
  await expect(bar).toContainText("3 coupons selected");
  await expectNoViolations(page);
  await screenshotWidths(page, "listing-selected");

  await bar.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 3 coupons" });
  await expect(confirm).toContainText("You can undo for 10 minutes");
  await expectNoViolations(page);
  await confirm.getByRole("button", { name: "Delete 3 coupons" }).click();
  const outcome = page.getByRole("status").filter({ hasText: "3 coupons deleted." });
  await expect(outcome).toBeFocused();
  await expect(headings(listing)).toHaveText(["Stays"]);
  const alive = async () =>
    (
      await sql.query(`SELECT title FROM "Coupon" WHERE "partnerId" = $1 AND "deletedAt" IS NULL ORDER BY title`, [
        signedInPartner.id,
      ])
    ).rows.map((r) => r.title);
  expect(await alive()).toEqual(["Stays"]);
  await screenshotWidths(page, "listing-bulk-deleted");

  await page.keyboard.press("Tab");
  await expect(outcome.getByRole("button", { name: "Undo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "3 coupons restored." })).toBeFocused();
  await expect(listing.cards).toHaveCount(4);
  expect(await alive()).toEqual(["Bulk one", "Bulk three", "Bulk two", "Stays"]);
  expect(rows).toHaveLength(4);
});

test("pause many at once, then Undo resumes them; End now says it cannot be undone", async ({
  page,
  sql,
  signedInPartner,
}) => {
  await insertCoupons(sql, signedInPartner.id, [
    { title: "Run A", start: -1 },
    { title: "Run B", start: -1 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await page.getByRole("checkbox", { name: "Select Run A" }).check();
  await page.getByRole("checkbox", { name: "Select Run B" }).check();
  const bar = page.getByRole("group", { name: "Selected coupons" });
  await bar.getByRole("button", { name: "Pause" }).click();
  await page
    .getByRole("alertdialog", { name: "Pause 2 coupons" })
    .getByRole("button", { name: "Pause 2 coupons" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "2 coupons paused." })).toBeFocused();
  await expect(listing.cards.getByText("Paused", { exact: true })).toHaveCount(2);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(listing.cards.getByText("Live", { exact: true })).toHaveCount(2);

  await page.getByRole("checkbox", { name: "Select Run A" }).check();
  await bar.getByRole("button", { name: "End now" }).click();
  const end = page.getByRole("alertdialog", { name: "End 1 coupon" });
  await expect(end).toContainText("This cannot be undone");
  await end.getByRole("button", { name: "Cancel" }).click();
  await expect(end).toBeHidden();
});

test("Generate code fills a readable code; a code another open coupon uses is refused under the field; Export CSV is the import's columns", async ({
  page,
  sql,
  signedInPartner,
}) => {
  await insertCoupons(sql, signedInPartner.id, [
    { title: "Has the code", code: "TAKEN10", start: -1 },
    { title: "Second offer", code: "OWN5", start: 2, expiry: 20 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Has the code").getByRole("button", { name: "Edit Has the code" }).waitFor();
  await listing.addButton.click();
  await listing.dialog.getByRole("button", { name: "Generate code" }).click();
  await expect(listing.field("Code")).toHaveValue(/^[A-HJKMNP-Z2-9]{8}$/);
  await expect(listing.field("Code")).toBeFocused();
  await listing.cancel.click();

  await listing.card("Second offer").getByRole("button", { name: "Edit Second offer" }).click();
  await listing.fill({ Code: "taken10" });
  await listing.submit.click();
  await expect(
    listing.dialog
      .getByRole("alert")
      .filter({ hasText: 'Code taken10 is already used by your open coupon "Has the code".' }),
  ).toBeVisible();
  await expect(listing.field("Code")).toHaveAttribute("aria-invalid", "true");
  await listing.cancel.click();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const text = await readFile(await (await download).path(), "utf8");
  expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
    '"id","title","brand","link","code","actualPricing","discountedPrice","category","startDate","expiryDate","description","image","claimCap","capCounts"',
  );
  expect(text).toContain('"TAKEN10"');
});

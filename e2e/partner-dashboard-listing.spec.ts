import type { Page } from "@playwright/test";
import type pg from "pg";
import { expect } from "./fixtures";
import { CouponListingPage, test } from "./pages/coupon-listing";
import { dayOffset, insertCoupons } from "./pages/coupon-rows";
import { expectNoViolations } from "./pages/a11y";

test("a new partner sees the empty state and the page's texts", async ({ page, signedInPartner }) => {
  void signedInPartner;
  const listing = new CouponListingPage(page);
  await listing.goto();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coupon Management");
  await expect(page.getByText("Manage your coupons and promotions")).toBeVisible();
  await expect(listing.search).toHaveAttribute("placeholder", "Search coupons, brands, or codes...");
  await expect(page.getByRole("heading", { name: "No coupons found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms or add a new coupon")).toBeVisible();
  await expectNoViolations(page);
});

test("List a Coupon with an image: it appears in the grid and in the database", async ({
  page,
  sql,
  signedInPartner,
  newCouponForm: listing,
}) => {
  await expect(listing.dialog.getByRole("heading", { name: "List a Coupon" })).toBeVisible();
  await listing.fill({
    Title: "Flat 40% off kurtas",
    Brand: "Kesari Threads",
    Link: "https://kesari.example/offer",
    Code: "KESARI40",
    "Actual price (₹)": "2499",
    "Discounted price (₹)": "1499",
    "Start date": dayOffset(1),
    "Expiry date": dayOffset(30),
    Description: "Handloom cotton kurtas.",
  });
  await listing.category("Fashion").check();
  await listing.category("Accessories").check();
  await listing.uploadImage();
  await expect(listing.dialog.getByRole("img", { name: "Coupon image preview" })).toBeVisible();
  // The field says an image is chosen (the browser's own 'No file chosen' is not shown beside the preview).
  await expect(listing.dialog.getByText("Image chosen: choose another to replace it.", { exact: false })).toBeVisible();
  await expectNoViolations(page);
  await listing.submit.click();
  await expect(listing.dialog).toBeHidden();
  await expect(listing.card("Flat 40% off kurtas")).toBeVisible();
  await expect(listing.card("Flat 40% off kurtas")).toContainText("KESARI40");
  const { rows } = await sql.query(
    `SELECT title, brand, code, "actualPricePaise", "discountedPricePaise", categories, "imageUrl", "partnerId" FROM "Coupon" WHERE "partnerId" = $1`,
    [signedInPartner.id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    title: "Flat 40% off kurtas",
    brand: "Kesari Threads",
    code: "KESARI40",
    actualPricePaise: 249900,
    discountedPricePaise: 149900,
    categories: ["Fashion", "Accessories"],
  });
  expect(rows[0].imageUrl).toMatch(/^\/uploads\/|^https:\/\//);
});

test("search matches brand, code and description in any case, keeps the URL, and works without JavaScript", async ({
  page,
  browser,
  sql,
  signedInPartner,
}) => {
  await insertCoupons(sql, signedInPartner.id, [
    { title: "Alpha", brand: "Zomato Gold", code: "ALPHA1", description: "Dinner offer" },
    { title: "Beta", brand: "Nykaa", code: "GLOW22", description: "Skin care" },
    { title: "Gamma", brand: "Croma", code: "TECH5", description: "Laptops and FOOD processors" },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.search.fill("zomato");
  await expect(page).toHaveURL(/\?search=zomato$/);
  await expect(listing.cards).toHaveCount(1);
  await expect(listing.card("Alpha")).toBeVisible();
  await expect(listing.search).toBeFocused();
  await listing.search.fill("glow22");
  await expect(listing.cards).toHaveCount(1);
  await expect(listing.card("Beta")).toBeVisible();
  await listing.search.fill("food");
  await expect(listing.cards).toHaveCount(1);
  await expect(listing.card("Gamma")).toBeVisible();
  await page.reload();
  await expect(listing.search).toHaveValue("food");
  await expect(listing.cards).toHaveCount(1);
  await listing.search.fill("no such thing");
  await expect(page.getByRole("heading", { name: "No coupons found" })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const noJs = new CouponListingPage(await context.newPage());
  await noJs.goto();
  await noJs.search.fill("nykaa");
  await noJs.search.press("Enter");
  await expect(noJs.page).toHaveURL(/search=nykaa/);
  await expect(noJs.cards).toHaveCount(1);
  await expect(noJs.card("Beta")).toBeVisible();
  await context.close();
});

test("SQL and script payloads in coupon fields and in the search are shown as text, never run [security 15]", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const script = '<img src=x onerror="window.__xss=1">';
  const drop = `'; DROP TABLE "Coupon"; --`;
  await insertCoupons(sql, signedInPartner.id, [
    {
      title: `${script} title`,
      brand: `${drop} brand`,
      code: "<b>BOLD</b>",
      description: `<script>window.__xss=2</script>${script}`,
    },
    { title: "Plain coupon", brand: "Plain", code: "PLAIN1" },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  const card = listing.card(`${script} title`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${drop} brand`);
  await expect(card).toContainText("<b>BOLD</b>");
  await expect(card).toContainText(`<script>window.__xss=2</script>${script}`);
  await expect(page.locator("main img[src='x'], main b, main script")).toHaveCount(0);

  // A payload in the search (reflected into the page from the URL) finds the coupon literally.
  await listing.goto(`?search=${encodeURIComponent(script)}`);
  await expect(listing.search).toHaveValue(script);
  await expect(listing.cards).toHaveCount(1);
  await expect(listing.card(`${script} title`)).toBeVisible();
  await listing.goto(`?search=${encodeURIComponent("' OR '1'='1")}`);
  await expect(page.getByRole("heading", { name: "No coupons found" })).toBeVisible();
  await expect(page.locator("main img[src='x'], main b, main script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const { rows } = await sql.query(`SELECT count(*)::int AS n FROM "Coupon" WHERE "partnerId" = $1`, [
    signedInPartner.id,
  ]);
  expect(rows[0].n).toBe(2);
});

/** Fifty-four coupons titled "`name` 01" (the oldest) to "`name` 54", and the Listing Page open on them. */
async function fiftyFourListed(page: Page, sql: pg.Pool, partnerId: string, name: string) {
  await insertCoupons(
    sql,
    partnerId,
    Array.from({ length: 54 }, (_, i) => ({ title: `${name} ${String(i + 1).padStart(2, "0")}` })),
  );
  const listing = new CouponListingPage(page);
  await listing.goto();
  return listing;
}

test("after Load more, a card's action keeps every loaded card, each showing its state now", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const listing = await fiftyFourListed(page, sql, signedInPartner.id, "Kept");
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(listing.cards).toHaveCount(48);
  // A card of the second page paused: it says so, and the second page stays (it used to go at once).
  await listing.card("Kept 20").getByRole("button", { name: "More actions for Kept 20" }).click();
  await listing.card("Kept 20").getByRole("button", { name: "Pause" }).click();
  await expect(listing.card("Kept 20").getByText("Paused", { exact: true })).toBeVisible();
  await expect(listing.cards).toHaveCount(48);
  // One deleted there: its Undo in its place, focus on the next card, the rest of the page still there (the
  // pages read again may also bring in the next card along, Kept 06, to keep as many as were loaded).
  await listing.card("Kept 25").getByRole("button", { name: "Delete Kept 25" }).click();
  await expect(page.getByRole("button", { name: "Undo delete of Kept 25" })).toBeVisible();
  await expect(listing.card("Kept 24")).toBeFocused();
  await expect(listing.card("Kept 25")).toHaveCount(0);
  for (const title of ["Kept 30", "Kept 26", "Kept 20", "Kept 07"]) await expect(listing.card(title)).toBeVisible();
});

test("the listing by status shows at most 480 on a tab, then says to search instead of a Show more that brings nothing", async ({
  page,
  sql,
  signedInPartner,
}) => {
  await insertCoupons(
    sql,
    signedInPartner.id,
    Array.from({ length: 490 }, (_, i) => ({ title: `Old ${i + 1}`, start: -40, expiry: -10 })),
  );
  await page.goto("/dashboard/listing/status?tab=expired&show=432");
  await page.getByRole("link", { name: "Show more" }).click();
  await expect(page).toHaveURL(/show=480/);
  await expect(page.getByRole("link", { name: "Show more" })).toHaveCount(0);
  await expect(page.getByRole("note")).toHaveText(
    "Showing 480 of 490. Search to find the others, or see them all on the Listing Page.",
  );
});

test("past one screen, Load more brings the next coupons, 24 at a time, and focus goes to the first of them", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const listing = await fiftyFourListed(page, sql, signedInPartner.id, "Bulk");
  await expect(listing.cards).toHaveCount(24);
  // Each Load more brings a page as long as the first (decision 520), not 50 (issue 49 m17).
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(listing.cards).toHaveCount(48);
  await expect(listing.card("Bulk 30")).toBeFocused();
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(listing.cards).toHaveCount(54);
  await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  await expect(listing.card("Bulk 54")).toBeVisible();
  // Newest first: the 48 newest, then the six oldest; the link that had focus is gone (decision 550).
  await expect(listing.card("Bulk 06")).toBeFocused();
  // A cursor in the address that this site never gave (typed by hand) shows the newest coupons, not an error.
  const typed = await listing.goto("?cursor=nosuchcoupon");
  expect(typed?.status()).toBe(200);
  await expect(listing.cards).toHaveCount(24);
  await expect(listing.card("Bulk 54")).toBeVisible();
  await expect(listing.card("Bulk 30")).toHaveCount(0);
});

test("a card's More actions pause, resume, duplicate and end a coupon; a failure is said on the card", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [live] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Card chai", brand: "Chaayos", code: "CARD15", start: -2, expiry: 9 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  // The original, also once its copy (listed from tomorrow) is beside it.
  const card = listing.card("Card chai").filter({ hasNotText: "Listed" });
  const more = card.getByRole("button", { name: "More actions for Card chai" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expectNoViolations(page);
  await card.getByRole("button", { name: "Pause" }).click();
  // Said on the card, not in a toast over the cards' buttons at the bottom right (issue 49 m11).
  await expect(card.getByRole("status")).toHaveText("Coupon paused");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(card.getByText("Paused", { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/v1/offers/${live!.id}`)).status()).toBe(404);

  await more.click();
  await card.getByRole("button", { name: "Resume" }).click();
  await expect(card.getByText("Live", { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/v1/offers/${live!.id}`)).status()).toBe(200);

  await more.click();
  await card.getByRole("button", { name: "Duplicate" }).click();
  await expect(listing.cards.filter({ hasText: "Card chai" })).toHaveCount(2);
  await expect(listing.cards.filter({ hasText: "Card chai" }).filter({ hasText: "Listed" })).toHaveCount(1);
  // The copy says it is one and has no code of its own (issue 49 m28).
  await expect(listing.cards.getByRole("heading", { name: "Card chai (copy)" })).toHaveCount(1);

  // Another device deleted it meanwhile: End now answers on the card itself, not in a toast.
  await sql.query(`DELETE FROM "Coupon" WHERE id = $1`, [live!.id]);
  await more.click();
  await card.getByRole("button", { name: "End now" }).click();
  const confirm = page.getByRole("alertdialog", { name: "End Coupon" });
  await confirm.getByRole("button", { name: "End now" }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole("alert")).toHaveText(/not found/i);
});

test("a card's price keeps its paise, strikes no equal price, and wraps inside its column (issue 49 m10, m19)", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [big, same] = await insertCoupons(sql, signedInPartner.id, [{ title: "Big sofa" }, { title: "Even price" }]);
  await sql.query(`UPDATE "Coupon" SET "actualPricePaise" = 1800000, "discountedPricePaise" = 1200000 WHERE id = $1`, [
    big!.id,
  ]);
  await sql.query(`UPDATE "Coupon" SET "actualPricePaise" = 149950, "discountedPricePaise" = 149950 WHERE id = $1`, [
    same!.id,
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  const listing = new CouponListingPage(page);
  await listing.goto();
  const even = listing.card("Even price").getByTestId("card-price");
  await expect(even).toHaveText("₹1,499.50");
  await expect(even.locator("s")).toHaveCount(0);
  const sofa = listing.card("Big sofa").getByTestId("card-price");
  await expect(sofa).toContainText("₹18,000");
  await expect(sofa).toContainText("₹12,000");
  expect(await sofa.evaluate((dd) => dd.scrollWidth <= dd.clientWidth)).toBe(true);
});

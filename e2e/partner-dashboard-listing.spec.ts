import { expect, test } from "./fixtures";
import { CouponListingPage } from "./pages/coupon-listing";
import { dayOffset, insertCoupons } from "./pages/coupon-rows";
import { expectNoViolations } from "./pages/partner-dashboard";

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
}) => {
  const listing = new CouponListingPage(page);
  await listing.openNewCouponForm();
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

test.describe("the coupon form's rules", () => {
  // The browser logs the server's 415 for the HTML file named .png: that refusal is the point here.
  test.use({ allowConsoleErrors: true });
  test("every rule of the coupon form shows its message under its field and nothing is saved", async ({
    page,
    sql,
    signedInPartner,
  }) => {
    const listing = new CouponListingPage(page);
    await listing.openNewCouponForm();
    await listing.submit.click();
    for (const message of [
      "Title is required",
      "Brand is required",
      "Please enter a valid URL",
      "At least one category is required",
      "Description is required",
      "Start date is required",
      "Expire date is required",
      "Coupon Image is required",
    ])
      await expect(listing.error(message)).toBeVisible();
    await expect(listing.field("Title")).toBeFocused();

    await listing.fill({
      Title: "T",
      Brand: "B",
      Link: "ftp://nope",
      Description: "D",
      "Actual price (₹)": "100",
      "Discounted price (₹)": "150",
      "Start date": dayOffset(-1),
      "Expiry date": dayOffset(-1),
    });
    await listing.submit.click();
    await expect(listing.error("Please enter a valid URL")).toBeVisible();
    await expect(listing.error("Discounted price cannot be greater than actual price")).toBeVisible();
    await expect(listing.error("Start date cannot be in the past")).toBeVisible();
    await expect(listing.error("Expire date cannot be in the past")).toBeVisible();

    await listing.fill({
      "Start date": dayOffset(2),
      "Expiry date": dayOffset(2),
      "Actual price (₹)": "0",
      "Discounted price (₹)": "0",
    });
    await listing.submit.click();
    await expect(listing.error("Expire date must be after start date")).toBeVisible();
    await expect(listing.error("Price must be greater than 0")).toBeVisible();
    await expect(listing.error("Discounted price must be greater than 0")).toBeVisible();

    // Files: a text file and an oversized one are refused here; HTML named .png is refused by the server.
    await listing.uploadImage(Buffer.from("hello"), "notes.txt", "text/plain");
    await expect(listing.error("Invalid file type")).toBeVisible();
    await listing.uploadImage(Buffer.alloc(5 * 1024 * 1024 + 1), "big.png", "image/png");
    await expect(listing.error("File size exceeds 5MB")).toBeVisible();
    await listing.uploadImage(Buffer.from("<html><script>alert(1)</script></html>"), "page.png", "image/png");
    await expect(listing.error("Invalid file type")).toBeVisible();
    await expect(listing.dialog.getByRole("img", { name: "Coupon image preview" })).toHaveCount(0);

    const { rowCount } = await sql.query(`SELECT 1 FROM "Coupon" WHERE "partnerId" = $1`, [signedInPartner.id]);
    expect(rowCount).toBe(0);
  });
});

test("Cancel and a click on the backdrop close the form and reset it", async ({ page, signedInPartner }) => {
  void signedInPartner;
  const listing = new CouponListingPage(page);
  await listing.openNewCouponForm();
  await listing.fill({ Title: "Half typed" });
  await listing.cancel.click();
  await expect(listing.dialog).toBeHidden();
  await listing.addButton.click();
  await expect(listing.field("Title")).toHaveValue("");
  await listing.fill({ Title: "Typed again" });
  await page.mouse.click(10, 10);
  await expect(listing.dialog).toBeHidden();
  await listing.addButton.click();
  await expect(listing.field("Title")).toHaveValue("");
});

test("Edit Coupon opens prefilled, Update Coupon saves, and live coupons cannot be edited", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [listed] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Monsoon sale", brand: "Rain Co", start: 2, expiry: 20 },
    { title: "Live deal", start: -1, expiry: 5 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await expect(listing.card("Live deal").getByRole("button", { name: "Edit Live deal" })).toHaveCount(0);
  await listing.card("Monsoon sale").getByRole("button", { name: "Edit Monsoon sale" }).click();
  await expect(listing.dialog.getByRole("heading", { name: "Edit Coupon" })).toBeVisible();
  await expect(listing.field("Title")).toHaveValue("Monsoon sale");
  await expect(listing.field("Brand")).toHaveValue("Rain Co");
  await expect(listing.field("Start date")).toHaveValue(dayOffset(2));
  await expect(listing.category("Fashion")).toBeChecked();
  await expect(listing.dialog.getByRole("img", { name: "Coupon image preview" })).toBeVisible();
  await listing.fill({ Title: "Monsoon mega sale" });
  await listing.submit.click();
  await expect(listing.dialog).toBeHidden();
  await expect(listing.card("Monsoon mega sale")).toBeVisible();
  const { rows } = await sql.query(`SELECT title, version FROM "Coupon" WHERE id = $1`, [listed!.id]);
  expect(rows[0]).toEqual({ title: "Monsoon mega sale", version: 2 });
});

test("an edit of a coupon changed elsewhere meanwhile is refused with a clear message", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [{ title: "Shared coupon", start: 2, expiry: 20 }]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Shared coupon").getByRole("button", { name: "Edit Shared coupon" }).click();
  await sql.query(`UPDATE "Coupon" SET title = 'Changed elsewhere', version = version + 1 WHERE id = $1`, [coupon!.id]);
  await listing.fill({ Title: "My change" });
  await listing.submit.click();
  await expect(page.getByRole("alertdialog")).toContainText("This coupon was changed elsewhere. Reload and try again.");
  const { rows } = await sql.query(`SELECT title FROM "Coupon" WHERE id = $1`, [coupon!.id]);
  expect(rows[0].title).toBe("Changed elsewhere");
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

test("delete removes the card at once, Undo brings it back; without Undo it stays deleted", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [keep, gone] = await insertCoupons(sql, signedInPartner.id, [{ title: "Keep me" }, { title: "Remove me" }]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Keep me").getByRole("button", { name: "Delete Keep me" }).click();
  await expect(listing.card("Keep me")).toHaveCount(0);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Coupon deleted" });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(listing.card("Keep me")).toBeVisible();
  expect((await sql.query(`SELECT 1 FROM "Coupon" WHERE id = $1`, [keep!.id])).rowCount).toBe(1);

  await listing.card("Remove me").getByRole("button", { name: "Delete Remove me" }).click();
  await expect(listing.card("Remove me")).toHaveCount(0);
  await expect.poll(async () => (await sql.query(`SELECT 1 FROM "Coupon" WHERE id = $1`, [gone!.id])).rowCount).toBe(0);
  await page.reload();
  await expect(listing.card("Remove me")).toHaveCount(0);
  await expect(listing.cards).toHaveCount(1);
});

test("past one screen, Load more brings the next coupons", async ({ page, sql, signedInPartner }) => {
  await insertCoupons(
    sql,
    signedInPartner.id,
    Array.from({ length: 30 }, (_, i) => ({ title: `Bulk ${String(i + 1).padStart(2, "0")}` })),
  );
  const listing = new CouponListingPage(page);
  await listing.goto();
  await expect(listing.cards).toHaveCount(24);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(listing.cards).toHaveCount(30);
  await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  await expect(listing.card("Bulk 30")).toBeVisible();
});

import { answered, expectErrors, expect } from "./fixtures";
import { CouponListingPage, test } from "./pages/coupon-listing";
import { dayOffset, insertCoupons } from "./pages/coupon-rows";
import { expectNoViolations } from "./pages/a11y";

// The coupon form and a coupon's own actions on the listing page: its rules, cancel, edit, a stale
// edit, delete and undo. The listing itself (empty state, grid, search, paging) is in
// partner-dashboard-listing.spec.ts.

test.describe("the coupon form's rules", () => {
  // The browser logs the server's 415 for the HTML file named .png: that refusal is the point here.
  test.use(expectErrors(answered(415, "/api/v1/upload")));
  test("every rule of the coupon form shows its message under its field and nothing is saved", async ({
    sql,
    signedInPartner,
    newCouponForm: listing,
  }) => {
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
    // The categories' group is named with a space between its words (issue 49 m16).
    await expect(
      listing.dialog.getByRole("group", { name: "Categories (choose one or more)", exact: true }),
    ).toBeVisible();

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

  test("over-long text says each field's limit beside the field and keeps what was typed (issue 49 M2)", async ({
    newCouponForm: listing,
  }) => {
    const title = "t".repeat(10_002);
    await listing.fill({ Title: title, Brand: "b".repeat(121), Description: "d".repeat(10_000), Code: "C".repeat(65) });
    await listing.submit.click();
    await expect(listing.error("Title must be at most 200 characters")).toBeVisible();
    await expect(listing.error("Brand must be at most 120 characters")).toBeVisible();
    await expect(listing.error("Description must be at most 5000 characters")).toBeVisible();
    await expect(listing.error("Code must be at most 64 characters")).toBeVisible();
    for (const wrong of ["Title is required", "Brand is required", "Description is required", "Too big"])
      await expect(listing.dialog.getByText(wrong)).toHaveCount(0);
    await expect(listing.field("Title")).toHaveValue(title);
  });
});

test("Cancel and a click on the backdrop close the form and reset it", async ({ page, newCouponForm: listing }) => {
  await listing.fill({ Title: "Half typed" });
  await listing.cancel.click();
  await expect(listing.dialog).toBeHidden();
  // Focus goes back to the button that opened the form, for the keyboard's sake (WCAG 2.4.3).
  await expect(listing.addButton).toBeFocused();
  await listing.addButton.press("Enter");
  await expect(listing.dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(listing.addButton).toBeFocused();
  await listing.addButton.click();
  await expect(listing.field("Title")).toHaveValue("");
  await listing.fill({ Title: "Typed again" });
  await listing.backdrop.click({ position: { x: 10, y: 10 } });
  await expect(listing.dialog).toBeHidden();
  await listing.addButton.click();
  await expect(listing.field("Title")).toHaveValue("");
});

test("a reload with the form half typed asks first; staying keeps the form open as typed", async ({
  page,
  newCouponForm: listing,
}) => {
  await listing.fill({ Title: "Half typed" });
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.evaluate(() => location.reload());
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  await expect(listing.dialog).toBeVisible();
  await expect(listing.field("Title")).toHaveValue("Half typed");
  // Closed, nothing is left unsaved: the reload goes ahead without a word.
  await listing.cancel.click();
  await page.reload();
  await expect(listing.addButton).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("Edit Coupon opens prefilled and Update Coupon saves", async ({ page, sql, signedInPartner }) => {
  const [listed] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Monsoon sale", brand: "Rain Co", start: 2, expiry: 20 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
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

test("a live coupon's code is corrected with its start date read-only, and the public offer shows it", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [live] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Live deal", code: "TYPO40", start: -1, expiry: 5, views: 9 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Live deal").getByRole("button", { name: "Edit Live deal" }).click();
  await expect(listing.field("Start date")).toHaveValue(dayOffset(-1));
  await expect(listing.field("Start date")).toHaveAttribute("readonly", "");
  await listing.fill({ Code: "FIXED40" });
  await listing.submit.click();
  await expect(listing.dialog).toBeHidden();
  await expect(listing.card("Live deal")).toContainText("FIXED40");
  const offer = await (await page.request.get(`/api/v1/offers/${live!.id}`)).json();
  expect(offer.data).toMatchObject({ code: "FIXED40", startDate: dayOffset(-1) });
  const { rows } = await sql.query(`SELECT code, "viewCount", version FROM "Coupon" WHERE id = $1`, [live!.id]);
  // Its views are kept; the public read above counted none (the app reports views itself, decision 551).
  expect(rows[0]).toEqual({ code: "FIXED40", viewCount: 9, version: 2 });
});

test("an edit of a coupon changed elsewhere is refused, keeps the typed text, and saves over the latest once loaded (issue 49 m27)", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [{ title: "Shared coupon", start: 2, expiry: 20 }]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Shared coupon").getByRole("button", { name: "Edit Shared coupon" }).click();
  await sql.query(
    `UPDATE "Coupon" SET title = 'Changed elsewhere', code = 'OTHER5', version = version + 1 WHERE id = $1`,
    [coupon!.id],
  );
  await listing.fill({ Title: "My change" });
  await listing.submit.click();
  const notice = listing.dialog.getByRole("alert").filter({ hasText: "changed elsewhere" });
  await expect(notice).toContainText("This coupon was changed elsewhere.");
  await expect(listing.field("Title")).toHaveValue("My change");
  const reload = notice.getByRole("button", { name: "Load the latest and keep my changes" });
  await expect(reload).toBeFocused();
  await expectNoViolations(page);
  expect((await sql.query(`SELECT title FROM "Coupon" WHERE id = $1`, [coupon!.id])).rows[0].title).toBe(
    "Changed elsewhere",
  );

  await page.keyboard.press("Enter");
  const merged = listing.dialog.getByRole("status").filter({ hasText: "latest version is loaded" });
  await expect(merged).toContainText("Changed elsewhere: Title, Code. Yours kept: Title.");
  await expect(listing.field("Title")).toHaveValue("My change");
  await expect(listing.field("Code")).toHaveValue("OTHER5");
  await listing.submit.click();
  await expect(listing.dialog).toBeHidden();
  const { rows } = await sql.query(`SELECT title, code, version FROM "Coupon" WHERE id = $1`, [coupon!.id]);
  expect(rows[0]).toEqual({ title: "My change", code: "OTHER5", version: 3 });
});

test("delete removes the card at once, Undo in its place brings it back; without Undo it stays deleted", async ({
  page,
  sql,
  signedInPartner,
}) => {
  const [keep, gone] = await insertCoupons(sql, signedInPartner.id, [{ title: "Keep me" }, { title: "Remove me" }]);
  const deletedAt = async (id: string) =>
    (await sql.query(`SELECT "deletedAt" FROM "Coupon" WHERE id = $1`, [id])).rows[0]?.deletedAt ?? null;
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Keep me").getByRole("button", { name: "Delete Keep me" }).click();
  await expect(listing.card("Keep me")).toHaveCount(0);
  await expect(listing.grid.getByText("Coupon deleted: Keep me.")).toBeVisible();
  await page.getByRole("button", { name: "Undo delete of Keep me" }).click();
  await expect(listing.card("Keep me")).toBeVisible();
  await expect(listing.grid.getByText("Coupon deleted: Keep me.")).toHaveCount(0);
  expect(await deletedAt(keep!.id)).toBeNull();

  await listing.card("Remove me").getByRole("button", { name: "Delete Remove me" }).click();
  await expect(listing.card("Remove me")).toHaveCount(0);
  // Marked deleted, kept for the undo window (decision 550), then removed by the housekeeping.
  await expect.poll(() => deletedAt(gone!.id)).toBeInstanceOf(Date);
  await page.reload();
  await expect(listing.card("Remove me")).toHaveCount(0);
  await expect(listing.cards).toHaveCount(1);
});

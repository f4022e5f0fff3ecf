import { DEMO_APP_KEY } from "../config/demo-accounts";
import { expect, randomIp } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { CouponListingPage, test } from "./pages/coupon-listing";
import { insertCoupons } from "./pages/coupon-rows";

// Issue 49 (decision 550): a Listing Page delete stays undoable for its window whatever opens meanwhile,
// Undo brings the coupon back with its figures, and focus never falls to the page's body.

test("a delete stays undoable after Add Coupon opens and closes; Undo brings the coupon back with its figures", async ({
  page,
  request,
  signedInPartner,
  sql,
}) => {
  const [, antivirus] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Older offer", age: 60 },
    { title: "Antivirus + VPN annual plan", start: -3, expiry: 20, views: 528, clicks: 40, age: 1 },
  ]);
  const id = antivirus!.id;
  // Today's view, click and claim through the public API, as the app and a visitor make them.
  const visitor = { "x-forwarded-for": randomIp() };
  const viewed = await request.post(`/api/v1/offers/${id}/views`, {
    headers: { ...visitor, "x-app-key": DEMO_APP_KEY, "x-device-id": "phone-undo-1" },
  });
  expect(viewed.status()).toBe(202);
  expect((await request.get(`/go/${id}`, { headers: visitor, maxRedirects: 0 })).status()).toBe(302);
  const claim = () =>
    request.post(`/api/v1/offers/${id}/claims`, {
      data: { userId: "undo-user-1" },
      headers: { "x-app-key": DEMO_APP_KEY, ...visitor },
    });
  expect((await claim()).status()).toBe(201);
  // Counted in a batch right after each answer (decision 551), before the delete.
  const figures = async () => {
    const { views, clicks, claims } = (await (await page.request.get(`/api/v1/coupon/${id}`)).json()).data;
    return [views, clicks, claims];
  };
  await expect.poll(figures).toEqual([529, 41, 1]);

  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Antivirus + VPN annual plan").getByRole("button", { name: "Delete Antivirus" }).click();
  await expect(listing.card("Antivirus + VPN annual plan")).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(`/go/${id}`, { headers: visitor, maxRedirects: 0 })).headers().location)
    .toMatch(/\/offer-ended$/);

  // Add Coupon within the window: nothing on screen covers the dialog, and closing it keeps the Undo.
  await listing.addButton.click();
  await expect(listing.dialog).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(listing.dialog).toBeHidden();
  await expect(listing.addButton).toBeFocused();
  await expect(page.getByRole("button", { name: /^Undo/ })).toHaveCount(1);
  // In the deleted card's place; the coupon was the newest, so its Undo is the first stop in the grid, after
  // the list's own controls (search, filters, sort, export; decision 559).
  await expect(listing.grid.getByText("Coupon deleted: Antivirus + VPN annual plan.")).toBeVisible();
  const undo = page.getByRole("button", { name: "Undo delete of Antivirus + VPN annual plan" });
  const inGrid = () => listing.grid.evaluate((grid) => grid.contains(document.activeElement));
  for (let stops = 0; stops < 15 && !(await inGrid()); stops++) await page.keyboard.press("Tab");
  await expect(undo).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press("Enter");
  await expect(listing.card("Antivirus + VPN annual plan")).toBeVisible();

  expect(await figures()).toEqual([529, 41, 1]);
  expect((await claim()).status()).toBe(200);
  await page.goto(`/dashboard/listing/${id}`);
  for (const name of ["Views", "Clicks", "Claims"]) await expect(page.getByTestId(`total-${name}`)).toHaveText("1");
});

test("focus goes to the next card after Delete, to the card after Undo, to More after Pause and End now", async ({
  page,
  signedInPartner,
  sql,
}) => {
  await insertCoupons(sql, signedInPartner.id, [
    { title: "Focus one", start: -1, expiry: 10, age: 1 },
    { title: "Focus two", age: 2 },
    { title: "Focus three", age: 3 },
  ]);
  const listing = new CouponListingPage(page);
  await listing.goto();
  const deleteButton = (title: string) => listing.card(title).getByRole("button", { name: `Delete ${title}` });

  await deleteButton("Focus two").focus();
  await page.keyboard.press("Enter");
  await expect(listing.card("Focus three")).toBeFocused();
  await page.getByRole("button", { name: "Undo delete of Focus two" }).click();
  await expect(listing.card("Focus two")).toBeFocused();

  // The last card: the one before it.
  await deleteButton("Focus three").click();
  await expect(listing.card("Focus two")).toBeFocused();
  await expectNoViolations(page);

  const more = listing.card("Focus one").getByRole("button", { name: "More actions for Focus one" });
  await more.click();
  await listing.card("Focus one").getByRole("button", { name: "Pause" }).click();
  await expect(listing.card("Focus one").getByText("Paused", { exact: true })).toBeVisible();
  await expect(more).toBeFocused();
  await more.click();
  await listing.card("Focus one").getByRole("button", { name: "End now" }).click();
  await page.getByRole("alertdialog", { name: "End Coupon" }).getByRole("button", { name: "End now" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(listing.card("Focus one").getByText("Expired", { exact: true })).toBeVisible();
  await expect(more).toBeFocused();

  // No card left: the list's heading.
  await deleteButton("Focus one").click();
  await deleteButton("Focus two").click();
  await expect(page.getByRole("heading", { level: 1, name: "Coupon Management" })).toBeFocused();
  // Each deleted card keeps its place and Undo for its window: three, then one, then two.
  await expect(page.getByRole("button", { name: /^Undo delete of/ })).toHaveCount(3);
});

import { DEMO_APP_KEY } from "../config/demo-accounts";
import { createPartner, expect, randomIp, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { CouponListingPage } from "./pages/coupon-listing";
import { insertCoupons } from "./pages/coupon-rows";

// Claims (decision 547) and a coupon's results page (decision 548), through the app's API and the dashboard.

const app = { "x-app-key": DEMO_APP_KEY };

test("claims through the API until the cap: the coupon leaves the public feed and shows 'Claimed' on the dashboard", async ({
  page,
  request,
  sql,
  signedInPartner,
}) => {
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [{ title: "Two places only", start: -1, expiry: 10 }]);
  // The partner sets the claim limit in the coupon form.
  const listing = new CouponListingPage(page);
  await listing.goto();
  await listing.card("Two places only").getByRole("button", { name: "Edit Two places only" }).click();
  await listing.fill({ "Claim limit": "2" });
  await listing.submit.click();
  await expect(listing.dialog).toBeHidden();
  const claim = (userId: string, headers = app) =>
    request.post(`/api/v1/offers/${coupon!.id}/claims`, {
      data: { userId },
      headers: { ...headers, "x-forwarded-for": randomIp() },
    });
  const feedIds = async () =>
    ((await (await request.get(`/api/v1/offers?search=${coupon!.code}`)).json()).data as { id: string }[]).map(
      (o) => o.id,
    );
  expect(await feedIds()).toContain(coupon!.id);
  expect((await claim("app-user-1", { "x-app-key": "not-the-key" })).status()).toBe(401);
  expect((await claim("app-user-1")).status()).toBe(201);
  expect((await claim("app-user-1")).status()).toBe(200);
  expect((await claim("app-user-2")).status()).toBe(201);
  // All claimed is said so, apart from a wrong id (decision 551).
  expect((await claim("app-user-3")).status()).toBe(409);
  expect(await feedIds()).not.toContain(coupon!.id);
  expect((await request.get(`/api/v1/offers/${coupon!.id}`)).status()).toBe(404);

  await page.goto("/dashboard/listing");
  const card = page.getByRole("article", { name: "Two places only" });
  await expect(card.getByText("Claimed", { exact: true })).toBeVisible();
  // Out of the live tab, among the offers not running, with the spec's green badge.
  await page.goto("/dashboard/listing/status?tab=expired");
  const tabbed = page.getByRole("article", { name: "Two places only" });
  await expect(tabbed.getByText("Claimed", { exact: true })).toBeVisible();
  await tabbed.getByRole("button", { name: "Two places only", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("coupon-claims")).toHaveText("2 of 2 claimed");
  await dialog.getByRole("link", { name: "See results" }).click();
  await expect(page).toHaveURL(`/dashboard/listing/${coupon!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two places only");
  await expect(page.getByTestId("total-Claims")).toHaveText("2");
  await expect(page.locator("[data-tone=green]")).toHaveText("Claimed");
});

test("the coupon page shows the day's view, click and claim, and its history; another partner's coupon is not found", async ({
  page,
  request,
  sql,
  signedInPartner,
}) => {
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [{ title: "Counted today", start: -3, expiry: 10 }]);
  const ip = { "x-forwarded-for": randomIp() };
  expect(
    (
      await request.post(`/api/v1/offers/${coupon!.id}/views`, {
        headers: { ...ip, ...app, "x-device-id": "phone-0001" },
      })
    ).status(),
  ).toBe(202);
  expect((await request.get(`/go/${coupon!.id}`, { headers: ip, maxRedirects: 0 })).status()).toBe(302);
  const claimed = await request.post(`/api/v1/offers/${coupon!.id}/claims`, {
    data: { userId: "phone-1" },
    headers: { ...app, ...ip },
  });
  expect(claimed.status()).toBe(201);
  // Counted in a batch right after each answer (decision 551): the partner's API shows when.
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/coupon/${coupon!.id}`, {
        headers: { authorization: `Bearer ${signedInPartner.token}` },
      });
      const { views, clicks, claims } = (await answer.json()).data;
      return [views, clicks, claims];
    })
    .toEqual([1, 1, 1]);

  await page.goto("/dashboard/listing");
  await page.getByRole("link", { name: "Results of Counted today" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Counted today");
  for (const name of ["Views", "Clicks", "Claims"]) await expect(page.getByTestId(`total-${name}`)).toHaveText("1");
  await expect(page.getByTestId("total-Click-through")).toHaveText("100.0%");
  await expect(page.getByTestId("total-Claim rate")).toHaveText("100.0%");
  await page.getByText("Show the figures as a table").click();
  const lastDay = page.getByRole("table", { name: "Views, clicks and claims per day" }).locator("tbody tr").last();
  await expect(lastDay.locator("td")).toHaveText(["1", "1", "1"]);
  await expect(page.getByRole("region", { name: "History" })).toContainText("No changes since it was listed.");
  await expectNoViolations(page);

  const other = await createPartner(sql, { prefix: "claims-other" });
  const [theirs] = await insertCoupons(sql, other.id, [{ title: "Not yours" }]);
  const response = await page.goto(`/dashboard/listing/${theirs!.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Not yours")).toHaveCount(0);
});

import { createPartner, signInContext } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { expect, test } from "./pages/console";
import { insertCoupons } from "./pages/coupon-rows";

// A partner's own page in the console (decision 615): opened from the list, their coupons and history,
// review decisions taken there, their devices. Each test makes its own partner.

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("an admin opens a partner from the list, sees their coupons and history, suspends and reinstates them there", async ({
  page,
  sql,
  signedInAdmin: admin,
}) => {
  const partner = await createPartner(sql, { prefix: "detail" });
  const [, , paused] = await insertCoupons(sql, partner.id, [
    { title: "Monsoon sale", start: -2, expiry: 10, views: 1200, clicks: 87 },
    { title: "Diwali early bird", start: 5, expiry: 20 },
    { title: "Paused combo", start: -2, expiry: 10 },
    { title: "Summer clearance", start: -30, expiry: -5, views: 40, clicks: 2 },
  ]);
  await sql.query(`UPDATE "Coupon" SET "pausedAt" = now() WHERE id = $1`, [paused!.id]);

  await page.goto(`/admin/partners?q=${encodeURIComponent(partner.email)}`);
  await page.getByRole("row").filter({ hasText: partner.email }).getByRole("link", { name: "Rao Foods" }).click();
  await expect(page).toHaveURL(`/admin/partners/${partner.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rao Foods");

  const coupons = page.getByRole("region", { name: "Coupons" });
  await expect(coupons.getByRole("list", { name: "Coupons by state" }).getByRole("listitem")).toHaveText([
    "1 live",
    "1 listed",
    "0 claimed",
    "1 paused",
    "1 expired",
  ]);
  const row = (title: string) => coupons.getByRole("row").filter({ hasText: title });
  await expect(row("Monsoon sale").getByRole("cell")).toContainText(["Monsoon sale", "Live", "", "1,200", "87"]);
  await expect(row("Diwali early bird")).toContainText("Listed");
  await expect(row("Paused combo")).toContainText("Paused");
  await expect(row("Summer clearance")).toContainText("Expired");

  const history = page.getByRole("list", { name: "Status history, newest first" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").last()).toContainText("Signed up");
  await expectNoViolations(page);

  const header = page.getByRole("main");
  await header.locator("summary", { hasText: "Suspend" }).click();
  await header.getByLabel("Reason (sent to the partner)").fill("Offers that are not honoured in the shop");
  await header.getByRole("button", { name: "Suspend partner" }).click();
  await expect(page.getByText("Partner suspended: Rao Foods")).toBeVisible();
  const newest = history.getByRole("listitem").first();
  await expect(newest).toContainText("Suspended");
  await expect(newest).toContainText(`by ${admin.email}`);
  await expect(newest).toContainText("Reason: Offers that are not honoured in the shop");
  await expect(coupons).toContainText("none of their coupons is on the public site");

  await header.locator("summary", { hasText: "Reinstate" }).click();
  await header.getByRole("button", { name: "Reinstate partner" }).click();
  await expect(page.getByText("Partner reinstated: Rao Foods")).toBeVisible();
  await expect(history.getByRole("listitem").first()).toContainText("Reinstated");
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").nth(1)).toContainText("Suspended");

  const entries = page.getByRole("list", { name: "Audit entries about this partner, newest first" });
  await expect(entries.getByRole("listitem").filter({ hasText: "partner.suspend" })).toContainText(
    `Suspended Rao Foods <${partner.email}>`,
  );
  await expect(entries.getByRole("listitem").first()).toContainText(`Reinstated Rao Foods <${partner.email}>`);
  await expectNoViolations(page);
});

test("an admin signs one of the partner's devices out; that device's token stops working", async ({
  page,
  sql,
  request,
  browser,
  baseURL,
  signedInAdmin: admin,
}) => {
  const partner = await createPartner(sql, { prefix: "devices" });
  // The partner's own browser, signed in as the API signs in.
  const own = await browser.newContext({ baseURL });
  const token = await signInContext(own, baseURL!, partner, { "user-agent": CHROME_ON_WINDOWS });
  await own.close();
  const metrics = () =>
    request.get("/api/v1/coupon/metrics", { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status());
  expect(await metrics()).toBe(200);

  await page.goto(`/admin/partners/${partner.id}`);
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await expect(devices).toContainText("Chrome on Windows");
  await devices.locator("summary", { hasText: "Sign out" }).click();
  await devices.getByRole("button", { name: "Sign out this device" }).click();
  await expect(page.getByText("Chrome on Windows is signed out")).toBeVisible();
  await expect(devices).toContainText("Not signed in on any device.");
  expect(await metrics()).toBe(401);
  const entry = page
    .getByRole("list", { name: "Audit entries about this partner, newest first" })
    .getByRole("listitem")
    .first();
  await expect(entry).toContainText(`Signed Rao Foods <${partner.email}> out of Chrome on Windows`);
  await expect(entry).toContainText(`by ${admin.email}`);
});

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("a partner with nothing yet shows an empty state in each part", async ({ page, sql }) => {
    const partner = await createPartner(sql, { prefix: "empty", status: "PENDING" });
    await page.goto(`/admin/partners/${partner.id}`);
    await expect(page.getByRole("region", { name: "Coupons" })).toContainText("No coupons yet.");
    await expect(page.getByRole("region", { name: "Signed-in devices" })).toContainText("Not signed in on any device.");
    await expect(page.getByRole("region", { name: "Status history" })).toContainText("No review decisions yet.");
    await expect(page.getByText("No audit entries about this partner yet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Approve Rao Foods" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("an unknown or malformed partner id is the 404 page", async ({ page }) => {
    for (const id of ["c0000000000000000000000000", "not%20an%20id", "x".repeat(80)]) {
      const response = await page.goto(`/admin/partners/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { name: "No route matches" })).toBeVisible();
    }
  });
});

test.describe("as an editor", () => {
  test.use({ signedInAs: "EDITOR" });

  test("an editor cannot open a partner's page", async ({ page, sql }) => {
    const partner = await createPartner(sql, { prefix: "hidden" });
    expect((await page.goto(`/admin/partners/${partner.id}`))!.status()).toBe(403);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Your role does not open this section.");
    await expect(page.getByText(partner.email)).toHaveCount(0);
  });
});

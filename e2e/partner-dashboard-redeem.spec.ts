import { DEMO_APP_KEY } from "../config/demo-accounts";
import { expect, expectErrors, randomIp, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { screenshotWidths } from "./pages/screenshots";
import { insertCoupons } from "./pages/coupon-rows";
import { settleToasts, toast } from "./pages/partner-dashboard";

// Codes per claim (decision 556), the Redeem screen and partner API keys (decision 557), with the keyboard
// and axe. SCREENSHOT_DIR set: each new screen is also saved at 1280x800 and 1440x900 to look at.

const app = { "x-app-key": DEMO_APP_KEY };

test("a coupon hands each claim a code from the partner's list; Redeem finds it by keyboard and redeems it once", async ({
  page,
  request,
  sql,
  signedInPartner,
}) => {
  // One flow through three screens, eight axe checks (and, with SCREENSHOT_DIR, fourteen full-page shots).
  test.slow();
  const [coupon] = await insertCoupons(sql, signedInPartner.id, [
    { title: "Thali for two", brand: "Annapurna", start: -1, expiry: 10 },
  ]);
  const suffix = signedInPartner.id.slice(-6).toUpperCase();
  const [first, second, third] = ["A", "B", "C"].map((l) => `THALI-${suffix}-${l}`);

  // The coupon's page: a list of codes, pasted.
  await page.goto(`/dashboard/listing/${coupon!.id}`);
  const codes = page.getByRole("form", { name: "Codes per claim" });
  await codes.getByRole("radio", { name: /A code from my list/ }).check();
  await codes.getByLabel("Add codes to your list").fill(`${first}\n${second}\n${third}`);
  await codes.getByRole("button", { name: "Save codes" }).click();
  await expect(toast(page, "Added 3 codes")).toBeVisible();
  await expect(codes.getByText("Left in your list 3")).toBeVisible();
  await settleToasts(page);
  await expectNoViolations(page);
  await screenshotWidths(page, "coupon-codes", { fullPage: true });

  const claim = async (userId: string) => {
    const answer = await request.post(`/api/v1/offers/${coupon!.id}/claims`, {
      data: { userId },
      headers: { ...app, "x-forwarded-for": randomIp() },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()).data.code as string;
  };
  expect(await claim("diner-1")).toBe(first);

  // Redeem, by keyboard: the code typed as a person would, the amount the Indian way.
  await page.goto("/dashboard/redeem");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Redeem");
  await expectNoViolations(page);
  const field = page.getByRole("textbox", { name: "Code" });
  await field.focus();
  await page.keyboard.type(` ${first!.toLowerCase()} `);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/redeem\?code=/);
  const found = page.getByRole("region", { name: `Code ${first}` });
  await expect(found.getByText("Thali for two · Annapurna")).toBeVisible();
  await expect(found.getByText("Not redeemed yet.")).toBeVisible();
  await expect(found.getByText(/IST$/)).toBeVisible();
  await expectNoViolations(page);
  await screenshotWidths(page, "redeem-found", { fullPage: true });
  await found.getByLabel("Order amount in rupees (optional)").focus();
  await page.keyboard.type("1,499.50");
  await page.keyboard.press("Tab");
  await expect(found.getByRole("button", { name: "Redeem code" })).toBeFocused();
  await page.keyboard.press("Enter");
  const done = found.getByText(`Redeemed just now. ${first} cannot be redeemed again.`);
  await expect(done).toBeFocused();
  await expect(toast(page, `Code ${first} redeemed`)).toBeVisible();
  await settleToasts(page);
  await expectNoViolations(page);
  await screenshotWidths(page, "redeem-done", { fullPage: true });

  // Looked up again: redeemed, with the order, and no Redeem button.
  await page.reload();
  await expect(
    found.getByText(/^Redeemed on .* IST, on an order of ₹1,499\.50\. A code is redeemed once\.$/),
  ).toBeVisible();
  await expect(found.getByRole("button", { name: "Redeem code" })).toHaveCount(0);

  // The coupon's page: from claim to redemption, the rate a share of claims, the sales per day.
  await page.goto(`/dashboard/listing/${coupon!.id}`);
  const funnel = page.getByRole("region", { name: "From claim to redemption" });
  await expect(funnel.getByTestId("total-Redemptions")).toHaveText("1");
  await expect(funnel.getByTestId("total-Redemption rate")).toHaveText("100.0%");
  await expect(funnel.getByTestId("total-Sales")).toHaveText("₹1,499.50");
  await funnel.getByText("Show the figures as a table").click();
  await expect(
    funnel.getByRole("table", { name: "Redemptions, redemption rate and sales per day" }).locator("tbody tr").last(),
  ).toContainText("₹1,499.50");
  await expectNoViolations(page);
  await screenshotWidths(page, "coupon-redemptions", { fullPage: true });

  // Redeemed elsewhere (the checkout's API) while the screen is open: the screen says so.
  const keyAnswer = await page.request.post("/api/v1/user/api-keys", { data: { name: "Till 1" } });
  const { key } = (await keyAnswer.json()).data as { key: string };
  const code2 = await claim("diner-2");
  await page.goto(`/dashboard/redeem?code=${code2}`);
  const open = page.getByRole("region", { name: `Code ${code2}` });
  await expect(open.getByRole("button", { name: "Redeem code" })).toBeVisible();
  const byTill = await request.post("/api/v1/redemptions", {
    data: { code: code2 },
    headers: { authorization: `Bearer ${key}`, "x-forwarded-for": randomIp() },
  });
  expect(byTill.status()).toBe(201);
  await open.getByRole("button", { name: "Redeem code" }).click();
  const refused = open.getByRole("alert").filter({ hasText: /^This code was already redeemed on .* IST\.$/ });
  await expect(refused).toBeFocused();
  await expectNoViolations(page);

  // A code not claimed yet, an unknown one, and one of an offer that has ended.
  await page.goto(`/dashboard/redeem?code=${third}`);
  await expect(page.getByText("This code has not been claimed by an app user yet.")).toBeVisible();
  await page.goto("/dashboard/redeem?code=NOPE-0000");
  await expect(
    page.getByText("No claimed code of yours matches “NOPE-0000”. Check the code and try again."),
  ).toBeVisible();
  await expectNoViolations(page);
  await screenshotWidths(page, "redeem-unknown", { fullPage: true });
  const code3 = await claim("diner-3");
  await sql.query(`UPDATE "Coupon" SET "expiryDate" = '2020-01-01' WHERE id = $1`, [coupon!.id]);
  await page.goto(`/dashboard/redeem?code=${code3}`);
  await expect(page.getByText("This offer has ended: its codes can no longer be redeemed.")).toBeVisible();
});

test.describe("with the connection dropped", () => {
  // The browser reports the request the test drops: that is the point here.
  test.use(expectErrors(/ERR_INTERNET_DISCONNECTED at \/dashboard\/redeem$/));

  test("a Redeem that gets no answer keeps the form and the amount typed; pressed again, it redeems", async ({
    page,
    request,
    sql,
    signedInPartner,
  }) => {
    const [coupon] = await insertCoupons(sql, signedInPartner.id, [
      { title: "Dosa for one", brand: "Annapurna", start: -1, expiry: 10 },
    ]);
    const bearer = { authorization: `Bearer ${signedInPartner.token}`, "x-forwarded-for": randomIp() };
    const set = await request.post(`/api/v1/coupon/${coupon!.id}/codes`, {
      data: { mode: "generated" },
      headers: bearer,
    });
    expect(set.status()).toBe(200);
    const claimed = await request.post(`/api/v1/offers/${coupon!.id}/claims`, {
      data: { userId: "diner-offline" },
      headers: { ...app, "x-forwarded-for": randomIp() },
    });
    const code = (await claimed.json()).data.code as string;

    await page.goto(`/dashboard/redeem?code=${code}`);
    const found = page.getByRole("region", { name: `Code ${code}` });
    const amount = found.getByLabel("Order amount in rupees (optional)");
    await amount.fill("820");
    await page.route("**/dashboard/redeem**", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await found.getByRole("button", { name: "Redeem code" }).click();
    await expect(found.getByRole("alert")).toHaveText(
      "We couldn't reach the server. Check your connection and try again.",
    );
    await expect(amount).toHaveValue("820");
    await page.unroute("**/dashboard/redeem**");
    await found.getByRole("button", { name: "Redeem code" }).click();
    await expect(found.getByText(`Redeemed just now. ${code} cannot be redeemed again.`)).toBeFocused();
  });
});

test("API keys in Profile, by keyboard: named, shown once, listed without the key, revoked after a confirmation [security 38]", async ({
  page,
  request,
  signedInPartner,
}) => {
  await page.goto("/dashboard/profile?section=api-keys");
  await expect(page.getByText(signedInPartner.email)).toBeVisible();
  await expect(page.getByText("No keys yet.")).toBeVisible();
  await expectNoViolations(page);
  const name = page.getByLabel("Key name");
  await name.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Give the key a name, like the shop or till that uses it")).toBeVisible();
  await name.fill("Main street till");
  await page.keyboard.press("Enter");
  const shown = page.getByRole("status").filter({ hasText: "Copy the key for “Main street till” now" });
  await expect(shown).toBeFocused();
  const key = (await shown.locator("code").textContent())!;
  expect(key).toMatch(/^ppk_/);
  const list = page.getByRole("list", { name: "Your API keys, newest first" });
  await expect(list.getByText("Main street till")).toBeVisible();
  await expect(list.getByText("Never used")).toBeVisible();
  await expectNoViolations(page);
  await screenshotWidths(page, "api-keys-created", { fullPage: true });

  // The key works for its scope; the list shows it used and never the key itself.
  const headers = { authorization: `Bearer ${key}`, "x-forwarded-for": randomIp() };
  expect((await request.get("/api/v1/coupon", { headers })).status()).toBe(200);
  expect((await request.get("/api/v1/user", { headers })).status()).toBe(403);
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(list.getByText(/Last used .* IST/)).toBeVisible();

  // Revoke: Escape keeps it, Enter on the confirmation ends it.
  const revoke = list.getByRole("button", { name: "Revoke Main street till" });
  await revoke.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Revoke this key?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(revoke).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(list.getByText(/^Revoked /)).toBeVisible();
  await expect(list).toBeFocused();
  expect((await request.get("/api/v1/coupon", { headers })).status()).toBe(401);
  await settleToasts(page);
  await expectNoViolations(page);
  await screenshotWidths(page, "api-keys-revoked", { fullPage: true });
});

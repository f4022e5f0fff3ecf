// proxy.ts's fast path for the partner area (spec 2), and the data layer behind it (SECURITY row 8).
import { demoAccounts } from "../config/demo-accounts";
import { expect, randomIp, test } from "./fixtures";
import { SignInPage, alertDialog, closeAlert } from "./pages/partner-auth";

test("/dashboard without the cookie goes to /NewSignIn, replacing history [security 8]", async ({ page }) => {
  await page.goto("/partnerPrice");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/NewSignIn");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/partnerPrice");
});

test("the sign-in screens send a signed-in partner to /dashboard", async ({ page, signedInPartner }) => {
  for (const path of ["/NewSignIn", "/NewSignUp", "/ForgotPassword", "/otpScreen/signup", "/update"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/dashboard");
  }
  await expect(page.getByRole("heading", { name: `Hello, ${signedInPartner.firstName}` })).toBeVisible();
});

test("a cookie that no longer opens a session is dropped, without a redirect loop", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: "authToken", value: "not-a-real-token", url: baseURL!, httpOnly: true, sameSite: "Lax" },
  ]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/NewSignIn?session=ended");
  await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "authToken")).toBeUndefined();
  await page.goto("/NewSignIn");
  await expect(page).toHaveURL("/NewSignIn");
});

test("a request that claims to be a proxy subrequest still gets nothing private [security 8]", async ({ request }) => {
  const headers = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", "x-forwarded-for": "10.9.8.7" };
  const page = await request.get("/dashboard", { headers, maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(new URL(page.headers().location!, "http://x").pathname).toBe("/NewSignIn");
  const api = await request.get("/api/v1/user", { headers });
  expect(api.status()).toBe(401);
  expect(api.headers()["www-authenticate"]).toMatch(/^Bearer/);
});

test("the README's demo partners: the approved one signs in, the pending one hears about approval [security 6]", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(demoAccounts.pendingPartner.email, demoAccounts.pendingPartner.password);
  await expect(alertDialog(page)).toContainText("approval");
  await closeAlert(page);
  await signIn.signIn(demoAccounts.partner.email, demoAccounts.partner.password);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: `Hello, ${demoAccounts.partner.firstName}` })).toBeVisible();
});

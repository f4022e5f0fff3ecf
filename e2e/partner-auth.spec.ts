import { createPartner, randomIp } from "./fixtures";
import { expect, signUpDetails, test, uniqueEmail } from "./pages/partner-auth";

const APPROVAL = /awaiting approval\. Please contact the provider at .+ for account approval/;

test("sign-up: code from the mailbox, approval message, refused until approved, then the dashboard with a 7-day cookie [security 6] [security 11]", async ({
  page,
  context,
  sql,
  signUp,
  signIn,
  otp,
  alert,
  mailbox,
}) => {
  const email = uniqueEmail("signup");
  await signUp.goto();
  await signUp.fill(signUpDetails(email));
  await signUp.submit.click();

  await expect(page).toHaveURL("/otpScreen/signup");
  await expect(page.getByText(`We've sent a 6-digit code to ${email}.`)).toBeVisible();
  // Typing straight away goes into the first box (issue 49 m14).
  await expect(otp.box(0)).toBeFocused();
  await otp.enter(await mailbox.code(email));
  await otp.verify.click();

  await expect(page).toHaveURL("/NewSignIn?notice=signed-up");
  await expect(page.getByRole("status").filter({ hasText: "Your account has been created." })).toContainText(APPROVAL);
  const { rows } = await sql.query<{ status: string }>(`SELECT status FROM "Partner" WHERE email = $1`, [email]);
  expect(rows.map((r) => r.status)).toEqual(["PENDING"]);

  await signIn.signIn(email, signUpDetails(email).password);
  await expect(alert.dialog).toContainText(APPROVAL);
  // The alert says it; the notice above the form, which said the same, has gone (once on screen).
  await expect(page.getByText(APPROVAL)).toHaveCount(1);
  await alert.close();
  await expect(page.getByText(APPROVAL)).toHaveCount(0);
  await expect(signIn.submit).toBeFocused();
  expect((await context.cookies()).find((c) => c.name === "authToken")).toBeUndefined();

  await sql.query(`UPDATE "Partner" SET status = 'APPROVED' WHERE email = $1`, [email]);
  await signIn.submit.click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Meera");
  await expect(page.getByText("Welcome back")).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === "authToken");
  expect(cookie).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe("Lax");
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 604_800))).toBeLessThan(120);
});

test("forgot password: code from the mailbox, a new password, the old one stops working", async ({
  page,
  sql,
  signIn,
  forgotPassword,
  otp,
  updatePassword,
  alert,
  mailbox,
}) => {
  const partner = await createPartner(sql, { prefix: "forgot" });
  const newPassword = "Monsoon-Lantern-8462";

  await signIn.goto();
  await page.getByRole("link", { name: "Forgot Password" }).click();
  await expect(page).toHaveURL("/ForgotPassword");
  await forgotPassword.email.fill(partner.email);
  await forgotPassword.submit.click();

  await expect(page).toHaveURL("/otpScreen/forgot");
  await expect(page.getByText(`If an account exists for ${partner.email}`)).toBeVisible();
  await otp.paste(0, await mailbox.code(partner.email));
  await otp.verify.click();

  await expect(page).toHaveURL("/update");
  await updatePassword.password.fill(newPassword);
  await updatePassword.confirm.fill(newPassword);
  await updatePassword.submit.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password updated successfully!" })).toBeVisible();
  await expect(page).toHaveURL("/NewSignIn?notice=password-updated");
  await expect(
    page.getByRole("status").filter({ hasText: "Password updated successfully! Sign in with your new password." }),
  ).toBeVisible();

  await signIn.signIn(partner.email, partner.password);
  await expect(alert.dialog).toContainText("Invalid email or password");
  await alert.close();
  await signIn.password.fill(newPassword);
  await signIn.submit.click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: "Hello, Asha" })).toBeVisible();
});

test("signed in: the dashboard's greeting and nav; log out ends the session, not only the cookie [security 12]", async ({
  page,
  context,
  baseURL,
  signedInPartner,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${signedInPartner.firstName}`);
  await expect(page.getByText("Welcome back")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  for (const name of ["Listing Page", "Affiliated Management", "Profile"]) {
    await expect(nav.getByRole("link", { name })).not.toHaveAttribute("aria-current");
  }
  await expect(
    page.getByRole("link", { name: new RegExp(`${signedInPartner.firstName} ${signedInPartner.lastName}`) }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/NewSignIn");
  expect((await context.cookies()).find((c) => c.name === "authToken")).toBeUndefined();

  // The token itself is revoked: put back, it opens nothing and is dropped.
  await context.addCookies([
    { name: "authToken", value: signedInPartner.token, url: baseURL!, httpOnly: true, sameSite: "Lax" },
  ]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/NewSignIn?session=ended");
  expect((await context.cookies()).find((c) => c.name === "authToken")).toBeUndefined();
});

test("the Sign Up link goes through /newSignup to /NewSignUp", async ({ page, signIn }) => {
  await signIn.goto();
  await page.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/NewSignUp");
  await expect(page.getByRole("heading", { name: "Create your partner account" })).toBeVisible();
  const response = await page.request.get("/newSignup", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location!, "http://x").pathname).toBe("/NewSignUp");
});

test("a rate-limited sign-in says how long to wait [security 1]", async ({ page, signIn, alert }) => {
  const email = uniqueEmail("limited");
  const ip = randomIp();
  for (let i = 0; i < 10; i += 1) {
    const response = await page.request.post("/api/v1/user/login", {
      data: { email, password: "Wrong-Guess-0000" },
      headers: { "x-forwarded-for": ip },
    });
    expect(response.status()).toBe(401);
  }
  await signIn.goto();
  await signIn.signIn(email, "Wrong-Guess-0000");
  await expect(alert.dialog).toContainText(
    // The first delay is a minute (decision 820), less the time the page took to open.
    /Too many attempts\. Please try again later\. You can try again in (\d+ seconds|1 minute)\./,
  );
});

test("the code and reset screens explain an expired or missing step", async ({ page }) => {
  await page.goto("/otpScreen/signup");
  await expect(page.getByRole("heading", { name: "This step has expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to sign up" })).toHaveAttribute("href", "/NewSignUp");
  await page.goto("/otpScreen/forgot");
  await expect(page.getByRole("link", { name: "Request a new code" })).toHaveAttribute("href", "/ForgotPassword");
  await page.goto("/update");
  await expect(page.getByRole("heading", { name: "Verify your email first" })).toBeVisible();
  await page.getByRole("link", { name: "Reset your password" }).click();
  await expect(page).toHaveURL("/ForgotPassword");
});

test("/otpScreen accepts only signup and forgot", async ({ page }) => {
  const response = await page.goto("/otpScreen/other");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No route matches" })).toBeVisible();
});

test("without JavaScript each partner form says it needs it, and offers no button that would lose what was typed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: {} });
  const page = await context.newPage();
  for (const [path, button] of [
    ["/NewSignIn", "Sign In"],
    ["/NewSignUp", "Sign Up"],
    ["/ForgotPassword", "Send code"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("note").filter({ hasText: "This form needs JavaScript" }), path).toBeVisible();
    await expect(page.getByRole("button", { name: button, exact: true }), path).toBeHidden();
  }
  // Enter in a field posts nothing either: what was typed stays, and the page is not asked for again.
  await page.goto("/NewSignIn");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.getByLabel("Email").fill("asha@shop.example");
  await page.getByLabel("Password", { exact: true }).fill("saffron-kite-2931");
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page.getByLabel("Email")).toHaveValue("asha@shop.example");
  await page.reload();
  expect(posts).toEqual([]);
  await context.close();
});

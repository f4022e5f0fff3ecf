import { createPartner, createStaff, enrolSecondFactor, randomIp } from "./fixtures";
import { enrolAdmin, expect, submitPassword, test, totpCode } from "./pages/console";
import { SignInPage, alertDialog, closeAlert, useOwnIp } from "./pages/partner-auth";

// The one walk through the real sign-in with an authenticator's enrolment; the other console tests start
// signed in (signedInAs, or the signedInAdmin and signedInEditor fixtures where a test needs the account,
// decision 707).
test("an admin enrols an authenticator, then signs in with a fresh code, not the enrolment's; the audit log shows each step [security 29]", async ({
  page,
  sql,
}) => {
  const admin = await createStaff(sql, "ADMIN");
  await page.goto("/admin/partners");
  await expect(page).toHaveURL(/\/admin\/login$/);

  const { secret, enrolCode } = await enrolAdmin(page, admin);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await submitPassword(page, admin);
  await expect(page).toHaveURL(/\/admin\/login\/verify$/);
  // The enrolment's code was used: it does not open a second session. The very code, not the current
  // one: a slow run can cross into the next 30 s step, whose code is fresh.
  await page.getByLabel("Authentication code").fill(enrolCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("That code is not valid");
  await page.getByLabel("Authentication code").fill(totpCode(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("link", { name: "Audit log" }).click();
  // This admin's entries only: other tests write to the same log meanwhile.
  await page.getByRole("searchbox", { name: "Search" }).fill(admin.email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?q=/);
  const mine = page
    .getByRole("list", { name: "Audit entries, newest first" })
    .getByRole("listitem")
    .filter({ hasText: admin.email });
  await expect(mine.filter({ hasText: "Signed in with an authenticator code" })).toHaveCount(1);
  await expect(mine.filter({ hasText: "Turned on two-step sign-in" })).toHaveCount(1);
  // The session events too (decision 610): the sign-out, and the refused enrolment code.
  await expect(mine.filter({ hasText: "staff.sign_out" })).toHaveCount(1);
  await expect(mine.filter({ hasText: "Failed sign-in: wrong authenticator or recovery code" })).toHaveCount(1);
});

test("an admin approves a partner who can then sign in; the audit log shows the approval with before and after", async ({
  page,
  sql,
  playwright,
  baseURL,
  signedInAdmin: admin,
}) => {
  const pending = await createPartner(sql, { status: "PENDING", prefix: "pending" });
  const signIn = async () => {
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.post("/api/v1/user/login", {
      data: { email: pending.email, password: pending.password },
      headers: { "x-forwarded-for": randomIp() },
    });
    await api.dispose();
    return response.status();
  };
  expect(await signIn()).toBe(403);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Partners" }).click();
  await page.getByRole("searchbox", { name: "Search partners" }).fill(pending.email);
  await page.getByRole("button", { name: "Apply" }).click();
  const row = page.getByRole("row").filter({ hasText: pending.email });
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "Approve Rao Foods" }).click();
  await expect(page.getByText("Partner approved: Rao Foods")).toBeVisible();
  await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  expect(await signIn()).toBe(200);

  const mail = await sql.query(`SELECT subject FROM "EmailMessage" WHERE "to" = $1`, [pending.email]);
  expect(mail.rows.map((r: { subject: string }) => r.subject)).toContainEqual(expect.stringMatching(/is approved/));

  // This admin's entries only: other tests write to the same log meanwhile.
  await page.goto(`/admin/audit?q=${encodeURIComponent(admin.email)}`);
  const entries = page.getByRole("list", { name: "Audit entries, newest first" }).getByRole("listitem");
  await expect(entries.filter({ hasText: `Approved Rao Foods <${pending.email}>` })).toHaveCount(1);
  const status = entries.filter({ hasText: pending.email }).getByRole("row", { name: /^status/ });
  await expect(status.getByRole("cell")).toHaveText(["Pending", "Approved"]);
});

test("a recovery code signs in once", async ({ page, sql }) => {
  const admin = await createStaff(sql, "ADMIN");
  const { recoveryCodes } = await enrolSecondFactor(sql, admin);
  const code = recoveryCodes[3]!;
  for (const expected of ["opens", "refused"] as const) {
    await page.context().clearCookies();
    await submitPassword(page, admin);
    await page.getByLabel("Authentication code").fill(code.toUpperCase());
    await page.getByRole("button", { name: "Verify" }).click();
    if (expected === "opens") await expect(page).toHaveURL(/\/admin$/);
    else await expect(page.getByRole("main").getByRole("alert")).toContainText("That code is not valid");
  }
});

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("suspending ends the partner's session at once and they are told why at sign-in; reinstating lets them back in [security 6]", async ({
    page,
    sql,
    request,
    browser,
    baseURL,
  }) => {
    const partner = await createPartner(sql, { prefix: "suspend" });
    const login = await request.post("/api/v1/user/login", {
      data: { email: partner.email, password: partner.password },
      headers: { "x-forwarded-for": randomIp() },
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const metrics = () =>
      request
        .get("/api/v1/coupon/metrics", { headers: { authorization: `Bearer ${data.token}` } })
        .then((r) => r.status());
    expect(await metrics()).toBe(200);

    await page.goto(`/admin/partners?q=${encodeURIComponent(partner.email)}`);
    const row = page.getByRole("row").filter({ hasText: partner.email });
    await row.locator("summary", { hasText: "Suspend" }).click();
    await row.getByLabel("Reason (sent to the partner)").fill("Fake offers");
    await row.getByRole("button", { name: "Suspend partner" }).click();
    await expect(row.getByText("Suspended", { exact: true })).toBeVisible();
    await expect(row.getByText("Reason: Fake offers")).toBeVisible();
    expect(await metrics()).toBe(401);
    const note = await sql.query(`SELECT message FROM "Notification" WHERE "partnerId" = $1`, [partner.id]);
    expect(note.rows[0]?.message).toBe("Your partner account has been suspended: Fake offers");
    await page.getByRole("navigation", { name: "Partner status" }).getByRole("link", { name: "Suspended" }).click();
    await expect(page).toHaveURL(/status=suspended/);
    await expect(row.getByText("Suspended", { exact: true })).toBeVisible();

    // The partner, in a browser of their own, signs in with the web form.
    const own = await browser.newContext({ baseURL });
    const partnerPage = await own.newPage();
    await useOwnIp(partnerPage);
    const signIn = new SignInPage(partnerPage);
    await signIn.goto();
    await signIn.signIn(partner.email, partner.password);
    await expect(alertDialog(partnerPage)).toContainText(
      "Your partner account has been suspended: Fake offers. Contact us at partners@paisapilot.example to have it reinstated.",
    );
    await expect(alertDialog(partnerPage)).not.toContainText("awaiting approval");
    await closeAlert(partnerPage);

    await page.goto(`/admin/partners?q=${encodeURIComponent(partner.email)}`);
    await row.locator("summary", { hasText: "Reinstate" }).click();
    await row.getByRole("button", { name: "Reinstate partner" }).click();
    await expect(page.getByText("Partner reinstated: Rao Foods")).toBeVisible();
    await expect(row.getByText("Approved", { exact: true })).toBeVisible();
    await expect(row.getByText("Reason: Fake offers")).toHaveCount(0);

    await signIn.submit.click();
    await expect(partnerPage).toHaveURL("/dashboard");
    await own.close();
  });
});

test("an editor signs in without a second factor and cannot open partners or the audit log", async ({ page, sql }) => {
  const editor = await createStaff(sql, "EDITOR");
  await submitPassword(page, editor);
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Overview" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Partners" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  for (const path of ["/admin/partners", "/admin/audit"]) {
    expect((await page.goto(path))!.status(), path).toBe(403);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Your role does not open this section.");
  }
  const pending = await createPartner(sql, { status: "PENDING" });
  const response = await page.request.post(`/api/admin/partners/${pending.id}/review`, {
    data: { decision: "approve" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
  const row = await sql.query(`SELECT status FROM "Partner" WHERE id = $1`, [pending.id]);
  expect(row.rows[0]?.status).toBe("PENDING");
});

test("a partner's session opens neither the console nor the staff API", async ({ page, signedInPartner }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  const api = await page.request.get("/api/admin/partners", {
    headers: { authorization: `Bearer ${signedInPartner.token}` },
  });
  expect(api.status()).toBe(401);
  await page.context().addCookies([{ name: "staffSession", value: signedInPartner.token, url: page.url() }]);
  await page.goto("/admin/partners");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test.describe("as an editor", () => {
  test.use({ signedInAs: "EDITOR" });

  test("a staff session does not open the partner dashboard", async ({ page, context }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    const staffCookie = (await context.cookies()).find((c) => c.name === "staffSession")!;
    await context.addCookies([{ ...staffCookie, name: "authToken" }]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/NewSignIn/);
    const api = await page.request.get("/api/v1/coupon/metrics", {
      headers: { authorization: `Bearer ${staffCookie.value}` },
    });
    expect(api.status()).toBe(401);
  });
});

test("staff sign-in works without JavaScript", async ({ browser, sql }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const page = await context.newPage();
  const editor = await createStaff(sql, "EDITOR");
  await submitPassword(page, { ...editor, password: "wrong-password-1" });
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
  await submitPassword(page, editor);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Kabir");
  await context.close();
});

test("a staff sign-in held back by wrong passwords says how long to wait", async ({ browser, sql }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const page = await context.newPage();
  const editor = await createStaff(sql, "EDITOR");
  const alert = page.getByRole("main").getByRole("alert");
  for (let i = 0; i < 5; i++) {
    await submitPassword(page, { ...editor, password: `wrong-password-${i}` });
    await expect(alert).toHaveText("Invalid email or password");
  }
  await submitPassword(page, editor);
  // The first delay is a minute (decision 820), less the time the page took.
  await expect(alert).toHaveText(
    /^Too many attempts\. Please try again later\. You can try again in (\d+ seconds|1 minute)\.$/,
  );
  await context.close();
});

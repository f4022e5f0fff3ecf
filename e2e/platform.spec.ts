import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SERVER_RENDER_FAILED, answered, expectErrors, expect, test } from "./fixtures";

test.describe("platform", () => {
  test("home page is served from the production build with its headline @mobile", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Transform your money habits" })).toBeVisible();
    await expect(page).toHaveTitle(/PaisaPilot/);
  });

  test("an unknown URL answers 404 with 'No route matches' @mobile", async ({ page }) => {
    const response = await page.goto("/this/route/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No route matches" })).toBeVisible();
    // The site's own header and footer: the visitor can go on from here.
    await expect(page.getByRole("banner").getByRole("link", { name: "PaisaPilot home" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /Privacy Policy/ })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the skip link moves keyboard focus to the main content", async ({ page }) => {
    await page.goto("/calculator");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    // The next Tab goes into the content, not back to the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  test("public pages raise no Content-Security-Policy violation (no eval probe, no blocked resource)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const path of ["/", "/contact", "/signup", "/account-deletion", "/EMICalculator", "/BlogPage"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Submitting an empty form runs the client-side schema, where zod would probe eval.
      const submit = page.locator("main form button[type=submit]").first();
      if ((await submit.count()) && (await submit.isEnabled())) await submit.click();
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, path).toEqual([]);
    }
  });

  test("/favicon.ico is an icon, not a 404", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  test.describe("render failure", () => {
    // The browser logs the server's (redacted) error; that is expected here.
    test.use(expectErrors(answered(500, "/dev/error"), SERVER_RENDER_FAILED));
    test("shows 'Unexpected Application Error!' with status and no stack trace [security 18]", async ({ page }) => {
      const response = await page.goto("/dev/error");
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
      await expect(page.locator('main[role="alert"]')).toContainText("500");
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/Deliberate failure|\.tsx?:\d+|at \w+ \(/);
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    });
  });

  test("the dev mailbox lists e-mails newest first", async ({ page, sql }) => {
    const to = `mailbox.${randomUUID().slice(0, 8)}@example.com`;
    for (const [subject, minutesAgo] of [
      ["Older message", 10],
      ["Newer message", 1],
    ] as const) {
      await sql.query(
        `INSERT INTO "EmailMessage" (id, "to", "from", subject, text, transport, status, "createdAt") VALUES ($1, $2, 'f', $3, $4, 'outbox', 'SENT', now() - make_interval(mins => $5))`,
        [randomUUID(), to, subject, `Body of ${subject}\nsecond line <b>not bold</b>`, minutesAgo],
      );
    }
    await page.goto(`/dev/mail?to=${encodeURIComponent(to)}`);
    const mails = page.getByTestId("mail");
    await expect(mails).toHaveCount(2);
    await expect(mails.nth(0)).toContainText("Newer message");
    await expect(mails.nth(1)).toContainText("Older message");
    await expect(mails.nth(0)).toContainText("<b>not bold</b>");
  });

  test("the health check and security headers", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "up" });
    const home = await request.get("/");
    const headers = home.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("local uploads are served with their type and nosniff, and nothing outside the folder", async ({ request }) => {
    const key = `e2e-${randomUUID().replaceAll("-", "").slice(0, 12)}.png`;
    const dir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e", "uploads");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, key), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const ok = await request.get(`/uploads/${key}`);
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toBe("image/png");
    expect(ok.headers()["x-content-type-options"]).toBe("nosniff");
    for (const bad of ["..%2Fpglite.json", "..%2F..%2Fpackage.json", "auth-secret"]) {
      expect((await request.get(`/uploads/${bad}`)).status()).toBe(404);
    }
  });
});

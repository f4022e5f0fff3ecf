import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { header } from "./pages/marketing-site";

/** The download QR code is drawn: its image (one cached file, decision 315) has loaded and has a size. */
async function expectQrShown(qr: Locator) {
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: "QR loaded" })
    .toBe(true);
  const answer = await qr.page().request.get((await qr.getAttribute("src"))!);
  expect(answer.headers()["content-type"]).toContain("image/svg+xml");
  expect(await answer.text()).toMatch(/^<svg[^>]*viewBox/);
}

test.describe("marketing layout", () => {
  test("the navigation lists Dynamics, Blogs, Calculators and Download App; the logo goes home", async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dynamics" })).toHaveAttribute("href", "/dynamics");
    await expect(nav.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/BlogPage");
    await expect(nav.getByRole("link", { name: "Calculators" })).toHaveAttribute("href", "/calculator");
    await expect(nav.getByRole("button", { name: "Download App" })).toBeVisible();
    await header(page).getByRole("link", { name: "PaisaPilot home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Transform your money habits" })).toBeVisible();
  });

  test("the active entry matches the path", async ({ page }) => {
    await page.goto("/calculator");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Calculators" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blogs" })).not.toHaveAttribute("aria-current", "page");
  });

  test("Download App opens a QR dropdown that closes on an outside click and on Escape", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Download App" });
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Scan the QR code to get app now!")).toBeVisible();
    await expectQrShown(panel.getByRole("img", { name: /QR code/ }));

    // A click inside keeps it open; a click outside closes it.
    await panel.getByText("Scan the QR code to get app now!").click();
    await expect(panel).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("on small screens the entries sit in a toggled menu @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menuPanel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Dynamics" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Blogs" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Calculators" })).toBeVisible();
    await expect(page.getByText("Scan the QR code to get app now!").last()).toBeVisible();
    await expectQrShown(menuPanel.getByRole("img", { name: /QR code/ }));
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("the footer has the address, QR, store links, copyright, privacy link and socials @mobile", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.locator("address")).toContainText("Bengaluru");
    await expect(footer.locator("address")).toContainText("India");
    await expectQrShown(footer.getByRole("img", { name: /QR code/ }));
    for (const name of [/Google Play/, /App Store/]) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer).toContainText("© 2025");
    for (const network of ["LinkedIn", "X", "Instagram", "YouTube"]) {
      await expect(footer.getByRole("link", { name: `PaisaPilot on ${network}`, exact: true })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
    }
    await footer.getByRole("link", { name: "Privacy Policy & Terms and Conditions" }).click();
    await expect(page).toHaveURL(/\/privacyPolicy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policies - Terms & conditions" })).toBeVisible();
  });

  test("a path change scrolls to the top and records a page view with the query", async ({ page, sql }) => {
    const tag = randomUUID().slice(0, 8);
    await page.goto(`/?ref=${tag}`);
    await expect
      .poll(async () => (await sql.query(`SELECT path FROM "PageView" WHERE query = $1`, [`ref=${tag}`])).rows)
      .toEqual([{ path: "/" }]);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy & Terms and Conditions" }).click();
    await expect(page).toHaveURL(/\/privacyPolicy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(
        async () =>
          (
            await sql.query(
              `SELECT count(*)::int AS n FROM "PageView" WHERE path = '/privacyPolicy' AND "createdAt" > now() - interval '1 minute'`,
            )
          ).rows[0].n,
      )
      .toBeGreaterThan(0);
  });

  test("no other page is fetched until a link is reached for; pointer or focus fetches it, and its click needs no full load", async ({
    page,
  }) => {
    // Next's own default fetched every visible link's page (and the images those pages preload) on each
    // page view (decision 319).
    const fetched: string[] = [];
    const documents: string[] = [];
    const wasFetched = (path: string) => fetched.some((url) => new URL(url).pathname === path);
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
      else if (request.headers()["rsc"] === "1" || /\/images\//.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/privacyPolicy");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Blogs" }).hover();
    await expect.poll(() => wasFetched("/BlogPage")).toBe(true);
    await nav.getByRole("link", { name: "Dynamics" }).focus();
    await expect.poll(() => wasFetched("/dynamics")).toBe(true);
    expect(wasFetched("/calculator")).toBe(false);

    await nav.getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(/\/BlogPage$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documents).toHaveLength(1);
  });
});

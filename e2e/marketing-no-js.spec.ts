import { expect, test } from "./fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the phone layout still offers the main navigation", async ({ page }) => {
    await page.goto("/");
    const nav = page.locator("noscript + *, header nav").filter({ hasText: "Calculators" }).last();
    await expect(page.getByRole("link", { name: "Calculators", exact: true })).toBeVisible();
    await expect(nav).toBeVisible();
    await page.getByRole("link", { name: "Blogs", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "News and Insights" })).toBeVisible();
    await expect(page.getByText("Loading, please wait...")).toBeHidden();
  });

  test("streamed content shows in place of its loading text, above the footer", async ({ page }) => {
    for (const path of [
      "/BlogPage",
      "/blog/emi-101-how-banks-calculate-your-monthly-payment",
      "/dynamics",
      "/dynamics/seed-service-01",
    ]) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.getByText(/^Loading/))
        .toHaveCount(0, { timeout: 1000 })
        .catch(async () => {
          for (const el of await page.getByText(/^Loading/).all()) await expect(el).toBeHidden();
        });
      const headingBox = await heading.boundingBox();
      const footerBox = await page.locator("footer").boundingBox();
      expect(headingBox!.y).toBeLessThan(footerBox!.y);
    }
  });

  test("a form submitted without JavaScript never puts what was typed in the URL", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("No Script");
    await page.getByLabel("Email").fill("noscript@example.com");
    await page.getByLabel("Message").fill("Hello without JS");
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain("noscript%40example.com");
    expect(page.url()).not.toContain("No+Script");
  });
});

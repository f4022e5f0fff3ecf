import { expect, pauseClockSoon, test } from "./fixtures";
import { layoutShiftWhile } from "./pages/marketing-site";

test.describe("home page", () => {
  test("hero: badge, headline, rotating pill and the download box @mobile", async ({ page }) => {
    // The pill's timer on the page's own clock (as for the journey below): no wall-clock sampling.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.clock.install();
    await page.goto("/");
    const hero = page.locator("section").first();
    await expect(hero.getByText("Automatic", { exact: true })).toBeVisible();
    await expect(hero.getByText("Expense tracker app", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Transform your money habits" })).toBeVisible();

    const word = page.getByTestId("rotating-word");
    await expect(word).not.toHaveText("Clarity", { timeout: 10_000 }); // hydrated and rotating
    await pauseClockSoon(page);
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const shown = (await word.textContent()) ?? "";
      seen.add(shown);
      await page.clock.runFor(2000);
      await expect(word).not.toHaveText(shown);
    }
    expect([...seen].every((w) => ["Clarity", "Insight", "Progress", "Reward"].includes(w))).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(3);

    const box = page.getByRole("heading", { name: "Download our App" }).locator("..");
    for (const name of [/Google Play/, /App Store/])
      await expect(box.getByRole("link", { name })).toHaveAttribute("target", "_blank");
  });

  test("themes, features, smart features, journey and FAQ sections", async ({ page }) => {
    await page.goto("/");
    const themes = page.getByRole("list", { name: "What PaisaPilot helps with" });
    for (const theme of ["Savings", "EMI calculator", "Budgeting", "Management", "Growth", "Community"]) {
      await expect(themes.getByText(theme, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Everything your money needs, in one app" })).toBeVisible();
    for (const title of ["Bill splitting by order", "Balance out", "Personal spending insights", "Rewards"]) {
      await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "From first download to financial freedom" })).toBeVisible();
    const faq = page.locator("#faq");
    await expect(faq.locator("details")).toHaveCount(3);
    await expect(faq.getByText("What is PaisaPilot?")).toBeVisible();
    await faq.getByText("Is my financial data secure?").click();
    await expect(faq.getByText(/bank-level encryption/)).toBeVisible();
    await faq.getByText("Can I connect multiple bank accounts?").click();
    await expect(faq.locator("strong", { hasText: "1." })).toBeVisible();
    await expect(faq.locator("strong")).toHaveText(["1.", "2.", "3."]);
  });

  test("the journey icons move on every two seconds", async ({ page }) => {
    // A controlled clock: wall-clock timing is too noisy on a loaded CI machine.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.clock.install();
    await page.goto("/");
    const icon = page.getByTestId("journey-icon");
    await icon.scrollIntoViewIfNeeded();
    await expect(icon).toHaveAttribute("data-step", "1", { timeout: 10_000 }); // hydrated and rotating
    await pauseClockSoon(page);
    let step = Number(await icon.getAttribute("data-step"));
    // Exactly one step in every 2-second window proves the period is two seconds.
    for (let i = 0; i < 4; i++) {
      await page.clock.runFor(2000);
      step = (step + 1) % 4;
      await expect(icon).toHaveAttribute("data-step", String(step));
    }
  });

  test("with reduced motion nothing rotates", async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    // Hydrated (the testimonial arrows answer once React runs), then well past a rotation on the page's clock.
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(page.getByTestId("testimonial").filter({ visible: true }).first()).toContainText("Meera Joshi");
    await page.clock.runFor(4500);
    await expect(page.getByTestId("journey-icon")).toHaveAttribute("data-step", "0");
    await expect(page.getByTestId("rotating-word")).toHaveText("Clarity");
  });

  for (const [width, count] of [
    [1280, 6],
    [1024, 6],
    [900, 4],
    [768, 4],
    [767, 2],
    [390, 2],
  ] as const) {
    test(`testimonials show ${count} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const cards = page.getByTestId("testimonial");
      await expect(cards).toHaveCount(7);
      await expect(cards.filter({ visible: true })).toHaveCount(count);
    });
  }

  test("each testimonial shows its rating as five stars and names it for screen readers", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("testimonial");
    // All seven, shown or not at this width.
    await expect(cards.getByRole("img", { name: "Rated 5 out of 5", includeHidden: true })).toHaveCount(5);
    await expect(cards.getByRole("img", { name: "Rated 4 out of 5", includeHidden: true })).toHaveCount(2);
    // Drawn 16 px high, five stars wide; a four-star rating leaves its fifth star unfilled.
    const stars = cards
      .filter({ visible: true })
      .first()
      .getByRole("img", { name: /^Rated/ });
    await stars.scrollIntoViewIfNeeded();
    const box = await stars.boundingBox();
    expect(box?.height).toBe(16);
    expect(box?.width).toBe(88);
    await expect(
      cards.getByRole("img", { name: "Rated 4 out of 5", includeHidden: true }).first().locator("path"),
    ).toHaveCount(2);
    await expect(
      cards.getByRole("img", { name: "Rated 5 out of 5", includeHidden: true }).first().locator("path"),
    ).toHaveCount(1);
  });

  test("the testimonial arrows reach all seven, and 'Continue Reading' scrolls down", async ({ page }) => {
    await page.goto("/");
    const visible = page.getByTestId("testimonial").filter({ visible: true });
    await expect(visible.first()).toContainText("Ananya Iyer");
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(visible.first()).toContainText("Meera Joshi");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visible.first()).toContainText("Ananya Iyer");

    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole("link", { name: "Continue Reading" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
  });

  test("the animations cause no layout shift @mobile", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await page.waitForLoadState("load");
    // Wait for the web font first, so a late font swap is not counted against the animations.
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    // Shifts from here on come from the animations (rotating word, journey, marquee): there must be none
    // while the pill changes its word twice.
    const word = page.getByTestId("rotating-word");
    const twoRotations = async () => {
      for (let i = 0; i < 2; i++) await expect(word).not.toHaveText((await word.textContent())!, { timeout: 5000 });
    };
    expect(await layoutShiftWhile(page, twoRotations)).toBeLessThan(0.01);
  });

  test("structured data names the organisation, the app and the FAQ", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((b) => [JSON.parse(b)].flat().map((d: { "@type": string }) => d["@type"]));
    expect(types).toEqual(expect.arrayContaining(["Organization", "MobileApplication", "FAQPage"]));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/localhost:\d+\/?$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);
  });
});

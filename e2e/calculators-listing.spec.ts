import { expect, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";

const pages = [
  { path: "/creditCardCalculator", title: "Credit card pay off calculator" },
  { path: "/EMICalculator", title: "EMI calculator" },
  { path: "/rentvsbuyCalculator", title: "Rent vs Buy Calculator" },
  { path: "/SavingsCalculator", title: "Savings goal calculator" },
  { path: "/AutoLoanCalculator", title: "Auto loan calculator" },
  { path: "/TripCostCalculator", title: "Trip cost calculator" },
] as const;

test.describe("Calculators listing", () => {
  test("six numbered cards alternate light and dark, each with Use Now @mobile", async ({ page }) => {
    await page.goto("/calculator");
    await expect(page.getByRole("heading", { level: 1, name: "Calculators" })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    for (const [index, entry] of pages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(`0${index + 1}. ${entry.title}`);
      await expect(card.getByRole("link", { name: `Use Now: ${entry.title}` })).toHaveAttribute("href", entry.path);
      await expect(card.locator("img")).toHaveCount(1);
      await expect(card).toHaveClass(index % 2 === 1 ? /bg-brand-900/ : /bg-white/);
    }
    await page.getByRole("link", { name: "Use Now: Savings goal calculator" }).click();
    await expect(page).toHaveURL(/\/SavingsCalculator$/);
    await expect(page.getByRole("heading", { level: 1, name: "Savings goal calculator" })).toBeVisible();
  });

  test("the listing has no axe violations @mobile", async ({ page }) => {
    await page.goto("/calculator");
    await expectNoViolations(page);
  });

  for (const entry of pages) {
    test(`${entry.path} has no axe violations, with help open @mobile`, async ({ page, calculatorPage }) => {
      const calc = calculatorPage(entry.path);
      await calc.goto();
      await calc.helpItem("How it works?").summary.click();
      await expectNoViolations(page);
    });
  }
});

test.describe("Calculator pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const defaults: Record<(typeof pages)[number]["path"], string> = {
    "/creditCardCalculator": "₹3,946",
    "/EMICalculator": "₹7,077",
    "/rentvsbuyCalculator": "Break-even year",
    "/SavingsCalculator": "9 months",
    "/AutoLoanCalculator": "₹31,682",
    "/TripCostCalculator": "₹4,650",
  };

  for (const entry of pages) {
    test(`${entry.path} is static HTML with the default result`, async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: entry.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your result" })).toBeVisible();
      await expect(page.locator("main")).toContainText(defaults[entry.path]);
      await expect(page).toHaveTitle(`${entry.title} | PaisaPilot`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${entry.path}$`));
    });
  }
});

import { calculate } from "../lib/calculators/credit-card-payoff";
import { formatRupees } from "../lib/format/rupees";
import { expect, test } from "./fixtures";

test.describe("Credit card payoff calculator", () => {
  test("defaults, sliders and the debt-free month @mobile", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/creditCardCalculator");
    await calc.goto();
    await expect(page.getByRole("heading", { level: 1, name: "Credit card pay off calculator" })).toBeVisible();
    await calc.expectValue("Card balance", "21500");
    await calc.expectValue("Interest rate (per year)", "19");
    await calc.expectValue("Monthly payment", "1210");
    await expect(calc.result("result-months")).toHaveText("22 months (1 year 10 months)");
    await expect(calc.result("result-interest")).toHaveText("₹3,946");
    await expect(calc.result("result-total")).toHaveText("₹25,446");
    const expectedMonth = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric" }).format(
      new Date(new Date().getFullYear(), new Date().getMonth() + 22, 1),
    );
    await expect(page.getByTestId("result-debt-free")).toHaveText(`Debt-free by ${expectedMonth}`);
    await expect(page.getByRole("img", { name: /balance falls from ₹21,500 to ₹0 over 22 months/ })).toBeVisible();

    await calc.slider("Monthly payment").fill("5000");
    await expect(calc.box("Monthly payment")).toHaveValue("5000");
    const fast = calculate({ balance: 21500, annualRate: 19, monthlyPayment: 5000 });
    await expect(calc.result("result-months")).toContainText(`${fast.months} months`);
    await expect(calc.result("result-interest")).toHaveText(formatRupees(fast.totalInterest));
  });

  test("a payment below the interest never pays off: 999 months, twice the balance", async ({
    page,
    calculatorPage,
  }) => {
    const calc = calculatorPage("/creditCardCalculator");
    await calc.goto();
    await calc.typeAndBlur("Card balance", "100000");
    await calc.typeAndBlur("Interest rate (per year)", "36");
    await calc.typeAndBlur("Monthly payment", "3000");
    await expect(calc.result("result-months")).toHaveText("999 months");
    await expect(calc.result("result-interest")).toHaveText("₹2,00,000");
    await expect(calc.result("result-total")).toHaveText("₹3,00,000");
    await expect(page.getByRole("note")).toContainText("does not cover the monthly interest");
    await expect(page.getByTestId("result-debt-free")).toHaveCount(0);
  });

  test("typing rules, URL reload and help items", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/creditCardCalculator");
    await calc.goto();
    await calc.box("Interest rate (per year)").fill("");
    await calc.box("Interest rate (per year)").pressSequentially("2x4.5");
    await expect(calc.box("Interest rate (per year)")).toHaveValue("24.5");
    await expect(calc.slider("Interest rate (per year)")).toHaveValue("24.5");
    await calc.box("Interest rate (per year)").blur();
    await calc.typeAndBlur("Monthly payment", "7");
    await calc.expectValue("Monthly payment", "10");
    await calc.box("Card balance").fill("");
    await calc.box("Card balance").blur();
    await calc.expectValue("Card balance", "21500");
    await calc.typeAndBlur("Monthly payment", "2000");
    await calc.expectQuery("monthlyPayment", "2000");
    await calc.expectQuery("annualRate", "24.5");
    await page.reload();
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await calc.expectValue("Monthly payment", "2000");
    await calc.expectValue("Interest rate (per year)", "24.5");
    const result = calculate({ balance: 21500, annualRate: 24.5, monthlyPayment: 2000 });
    await expect(calc.result("result-interest")).toHaveText(formatRupees(result.totalInterest));
    await calc.checkHelpAccordion();
    await expect(calc.learnMore()).toHaveAttribute(
      "href",
      "/blog/paying-off-credit-card-debt-without-losing-your-mind",
    );
  });
});

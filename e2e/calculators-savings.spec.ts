import { calculate, defaults } from "../lib/calculators/savings-goal";
import { formatRupees } from "../lib/format/rupees";
import { expect, test } from "./fixtures";

test.describe("Savings goal calculator", () => {
  test("shows end balance, interest, capped progress and months needed @mobile", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/SavingsCalculator");
    await calc.goto();
    await expect(page.getByRole("heading", { level: 1, name: "Savings goal calculator" })).toBeVisible();
    const result = calculate(defaults);
    await expect(calc.result("result-end-balance")).toHaveText(formatRupees(result.endBalance));
    await expect(calc.result("result-interest")).toHaveText(formatRupees(result.interestEarned));
    await expect(calc.result("result-progress")).toHaveText("100%");
    await expect(calc.result("result-remaining")).toHaveText("₹0");
    await expect(calc.result("result-months-needed")).toHaveText("9 months");

    await calc.typeAndBlur("Savings goal", "100000");
    const big = calculate({ ...defaults, target: 100000 });
    await expect(calc.result("result-progress")).toHaveText(`${big.progress}%`);
    await expect(calc.result("result-remaining")).toHaveText(formatRupees(big.remaining));
    await expect(calc.result("result-months-needed")).toContainText(`${big.monthsToGoal} months`);
  });

  test("a long goal at 0% interest, months needed, URL reload and clamping", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/SavingsCalculator");
    await calc.goto("target=100000&current=0&monthlyContribution=100&months=12&annualRate=0");
    await calc.expectValue("Interest rate (per year)", "0");
    await expect(calc.result("result-end-balance")).toHaveText("₹1,200");
    await expect(calc.result("result-interest")).toHaveText("₹0");
    await expect(calc.result("result-months-needed")).toHaveText("1000 months (83 years 4 months)");
    await calc.slider("Monthly contribution").fill("10000");
    await calc.expectQuery("monthlyContribution", "10000");
    await page.reload();
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await calc.expectValue("Monthly contribution", "10000");
    await expect(calc.result("result-months-needed")).toHaveText("10 months");
    await calc.typeAndBlur("Time to save", "0");
    await calc.expectValue("Time to save", "1");
    await calc.checkHelpAccordion();
  });

  test("the chart's axis labels stay readable on a phone @mobile", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/SavingsCalculator");
    await calc.goto();
    const labels = page.getByTestId("chart-axis-label");
    await expect(labels).toHaveCount(3);
    for (const label of await labels.all()) {
      const size = await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
    }
  });
});

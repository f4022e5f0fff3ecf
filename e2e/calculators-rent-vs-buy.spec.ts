import { calculate, defaults } from "../lib/calculators/rent-vs-buy";
import { formatRupees } from "../lib/format/rupees";
import { expect, test } from "./fixtures";

const cheaperText = { buy: "Buying", rent: "Renting", equal: "Neither: they cost the same" } as const;

test.describe("Rent vs buy calculator", () => {
  test("shows both totals, the difference, the cheaper choice and break-even @mobile", async ({
    page,
    calculatorPage,
  }) => {
    const calc = calculatorPage("/rentvsbuyCalculator");
    await calc.goto();
    await expect(page.getByRole("heading", { level: 1, name: "Rent vs Buy Calculator" })).toBeVisible();
    const result = calculate(defaults);
    await expect(calc.result("result-buy")).toHaveText(formatRupees(result.buyTotal));
    await expect(calc.result("result-rent")).toHaveText(formatRupees(result.rentTotal));
    await expect(calc.result("result-difference")).toHaveText(formatRupees(result.difference));
    await expect(calc.result("result-cheaper")).toHaveText(cheaperText[result.cheaper]);
    await expect(calc.result("result-break-even")).toHaveText(
      result.breakEvenYear === null ? "Not within the loan tenure" : `Year ${result.breakEvenYear}`,
    );

    // Cheap rent makes renting the better deal.
    await calc.slider("Monthly rent").fill("5000");
    await calc.slider("Rent increase (per year)").fill("0");
    const cheapRent = calculate({ ...defaults, monthlyRent: 5000, rentIncreasePercent: 0 });
    await expect(calc.result("result-cheaper")).toHaveText(cheaperText[cheapRent.cheaper]);
    await expect(calc.result("result-rent")).toHaveText(formatRupees(cheapRent.rentTotal));
  });

  test("typing, clamping on blur, URL reload and the method on the page", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/rentvsbuyCalculator");
    await calc.goto();
    await calc.typeAndBlur("Home price", "100");
    await calc.expectValue("Home price", "2000000");
    await calc.typeAndBlur("Loan tenure", "121");
    await calc.expectValue("Loan tenure", "120");
    await calc.typeAndBlur("Home price growth (per year)", "abc");
    await calc.expectValue("Home price growth (per year)", "3");
    await calc.typeAndBlur("Home price growth (per year)", "5.5");
    await calc.expectQuery("appreciationPercent", "5.5");
    await page.reload();
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    const inputs = { ...defaults, homePrice: 2000000, tenureMonths: 120, appreciationPercent: 5.5 };
    await expect(calc.result("result-buy")).toHaveText(formatRupees(calculate(inputs).buyTotal));
    await calc.checkHelpAccordion();
    await calc.helpItem("How it works?").summary.click();
    await expect(calc.helpItem("How it works?").details).toContainText("The break-even year is the first year");
    await expect(calc.learnMore()).toHaveAttribute(
      "href",
      "/blog/rent-vs-buy-in-mumbai-bengaluru-and-pune-running-the-numbers",
    );
  });
});

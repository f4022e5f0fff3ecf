import { calculate, defaults } from "../lib/calculators/auto-loan";
import { formatRupees } from "../lib/format/rupees";
import { expect, test } from "./fixtures";

test.describe("Auto loan calculator", () => {
  test("brand sets maintenance; EMI, interest, cost, upkeep and resale shown @mobile", async ({
    page,
    calculatorPage,
  }) => {
    const calc = calculatorPage("/AutoLoanCalculator");
    await calc.goto();
    await expect(page.getByRole("heading", { level: 1, name: "Auto loan calculator" })).toBeVisible();
    await expect(calc.select("Car brand")).toHaveValue("Toyota");
    await calc.expectValue("Maintenance (per year)", "0.35");
    await expect(calc.result("result-emi")).toHaveText("₹31,682");
    await expect(calc.result("result-interest")).toHaveText("₹3,00,915");
    await expect(calc.result("result-total")).toHaveText("₹23,00,915");
    await expect(calc.result("result-maintenance")).toHaveText("₹7,000");
    await expect(calc.result("result-resale")).toHaveText("₹12,00,000");

    await calc.select("Car brand").selectOption("Jeep");
    await calc.expectValue("Maintenance (per year)", "0.75");
    await expect(calc.result("result-maintenance")).toHaveText("₹15,000");
    await expect(calc.result("result-resale")).toHaveText("₹10,00,000");

    await calc.slider("Loan tenure").focus();
    await page.keyboard.press("ArrowRight");
    await calc.expectValue("Loan tenure", "72");
    const jeep = calculate({ ...defaults, brand: "Jeep", maintenancePercent: 0.75, tenureMonths: 72 });
    await expect(calc.result("result-emi")).toHaveText(formatRupees(jeep.emi));
  });

  test("typing rules, 100% down payment and URL reload", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/AutoLoanCalculator");
    await calc.goto();
    await calc.typeAndBlur("Down payment", "150");
    await calc.expectValue("Down payment", "100");
    await expect(calc.result("result-emi")).toHaveText("₹0");
    await expect(calc.result("result-total")).toHaveText("₹20,00,000");
    await calc.typeAndBlur("Down payment", "1o");
    await calc.expectValue("Down payment", "1");
    await calc.typeAndBlur("Down payment", "");
    await calc.expectValue("Down payment", "1");
    await calc.select("Car brand").selectOption("Honda");
    await calc.typeAndBlur("Maintenance (per year)", "1.25");
    await calc.expectQuery("brand", "Honda");
    await calc.expectQuery("maintenancePercent", "1.25");
    await page.reload();
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await expect(calc.select("Car brand")).toHaveValue("Honda");
    await calc.expectValue("Maintenance (per year)", "1.25");
    await expect(calc.result("result-maintenance")).toHaveText("₹25,000");

    // A link naming only a brand gets that brand's upkeep.
    await calc.goto("brand=Tata");
    await calc.expectValue("Maintenance (per year)", "0.53");
    await calc.checkHelpAccordion();
  });
});

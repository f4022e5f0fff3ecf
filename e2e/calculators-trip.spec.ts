import { formatRupees } from "../lib/format/rupees";
import { calculate, defaults } from "../lib/calculators/trip-cost";
import { expect, test } from "./fixtures";

test.describe("Trip cost calculator", () => {
  test("selects default to no destination and Camping; totals per person and per day @mobile", async ({
    page,
    calculatorPage,
  }) => {
    const calc = calculatorPage("/TripCostCalculator");
    await calc.goto();
    await expect(page.getByRole("heading", { level: 1, name: "Trip cost calculator" })).toBeVisible();
    await expect(calc.select("Destination")).toHaveValue("");
    await expect(calc.select("Accommodation")).toHaveValue("Camping");
    // 300 travel + 450 × 7 camping + 100 × 7 daily + 500 entertainment.
    await expect(calc.result("result-total")).toHaveText("₹4,650");
    await expect(calc.result("result-per-person")).toHaveText("₹4,650");
    await expect(calc.result("result-per-day")).toHaveText("₹664");
    await expect(calc.result("result-savings-share")).toHaveText("₹837");

    await calc.select("Destination").selectOption("Tokyo");
    await expect(page.getByTestId("result-total").locator("dt")).toHaveText("Total for your Tokyo trip");
    await calc.select("Accommodation").selectOption("Hotel");
    await calc.slider("Members").fill("3");
    const hotel = calculate({ ...defaults, destination: "Tokyo", accommodation: "Hotel", members: 3 });
    await expect(calc.result("result-total")).toHaveText(formatRupees(hotel.total));
    await expect(calc.result("result-per-person")).toHaveText(formatRupees(hotel.perPerson));
    await expect(calc.result("result-accommodation")).toHaveText("₹21,000");
  });

  test("typing rules, URL reload and help", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/TripCostCalculator");
    await calc.goto();
    await calc.box("Number of days").fill("45");
    await expect(calc.slider("Number of days")).toHaveValue("7");
    await calc.box("Number of days").blur();
    await calc.expectValue("Number of days", "30");
    await calc.typeAndBlur("Members", "-");
    await calc.expectValue("Members", "1");
    await calc.typeAndBlur("Travel cost", "2550");
    await calc.expectValue("Travel cost", "2600");
    await calc.select("Accommodation").selectOption("Hostel");
    await calc.expectQuery("accommodation", "Hostel");
    await calc.expectQuery("days", "30");
    await page.reload();
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await expect(calc.select("Accommodation")).toHaveValue("Hostel");
    const result = calculate({ ...defaults, accommodation: "Hostel", days: 30, travelCost: 2600 });
    await expect(calc.result("result-total")).toHaveText(formatRupees(result.total));
    await calc.checkHelpAccordion();
    await expect(calc.learnMore()).toHaveAttribute(
      "href",
      "/blog/planning-a-goa-trip-on-a-budget-a-per-head-breakdown",
    );
  });
});

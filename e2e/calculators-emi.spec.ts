import { readFile } from "node:fs/promises";
import { calculate } from "../lib/calculators/emi";
import { formatRupees } from "../lib/format/rupees";
import { expect, test } from "./fixtures";

test.describe("EMI calculator", () => {
  test("shows the default result and recomputes from sliders and boxes @mobile", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/EMICalculator");
    await calc.goto();
    await expect(page.getByRole("heading", { level: 1, name: "EMI calculator" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Start calculation" })).toBeVisible();
    await expect(calc.result("result-emi")).toHaveText("₹7,077");
    await expect(calc.result("result-interest")).toHaveText("₹2,05,271");
    await expect(calc.result("result-total")).toHaveText("₹6,65,271");

    // Slider by keyboard: one step of ₹1,000.
    await calc.slider("Loan amount").focus();
    await page.keyboard.press("ArrowRight");
    await calc.expectValue("Loan amount", "461000");
    await expect(calc.result("result-principal")).toHaveText("₹4,61,000");
    await expect(calc.result("result-emi")).toHaveText(
      formatRupees(calculate({ loanAmount: 461000, annualRate: 10, tenureMonths: 94 }).emi),
    );

    // Slider dragged (set) to a value: the box follows.
    await calc.slider("Loan tenure").fill("240");
    await expect(calc.box("Loan tenure")).toHaveValue("240");

    // A valid typed value applies at once, before blur.
    await calc.box("Loan amount").fill("1000000");
    await expect(calc.slider("Loan amount")).toHaveValue("1000000");
    await expect(calc.result("result-emi")).toHaveText("₹9,650");
    await expect(calc.result("result-interest")).toHaveText("₹13,16,052");
  });

  test("text boxes: digits only, out of range waits, blur clamps or reverts", async ({ calculatorPage }) => {
    const calc = calculatorPage("/EMICalculator");
    await calc.goto();

    // Out of range: nothing changes until blur, then it is clamped to the minimum.
    await calc.box("Loan amount").fill("5");
    await expect(calc.slider("Loan amount")).toHaveValue("460000");
    await expect(calc.result("result-emi")).toHaveText("₹7,077");
    await calc.box("Loan amount").blur();
    await calc.expectValue("Loan amount", "10000");
    await expect(calc.result("result-emi")).toHaveText(
      formatRupees(calculate({ loanAmount: 10000, annualRate: 10, tenureMonths: 94 }).emi),
    );

    // Above the maximum is clamped to it.
    await calc.typeAndBlur("Loan amount", "999999999");
    await calc.expectValue("Loan amount", "10000000");

    // Letters are not accepted; an empty box reverts to the previous value on blur.
    await calc.box("Loan tenure").pressSequentially("ab");
    await calc.box("Loan tenure").fill("");
    await calc.box("Loan tenure").pressSequentially("x");
    await expect(calc.box("Loan tenure")).toHaveValue("");
    await calc.box("Loan tenure").blur();
    await calc.expectValue("Loan tenure", "94");

    // The rate step is fractional, so one decimal point is allowed.
    await calc.typeAndBlur("Interest rate (per year)", "8.75");
    await calc.expectValue("Interest rate (per year)", "8.8");
    await calc.box("Interest rate (per year)").fill("");
    await calc.box("Interest rate (per year)").pressSequentially("7.5.5");
    await expect(calc.box("Interest rate (per year)")).toHaveValue("7.55");
  });

  test("inputs live in the URL: reload and shared links restore the result", async ({
    page,
    context,
    calculatorPage,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const calc = calculatorPage("/EMICalculator");
    await calc.goto();
    await calc.typeAndBlur("Loan amount", "2500000");
    await calc.typeAndBlur("Interest rate (per year)", "8.75");
    await calc.typeAndBlur("Loan tenure", "240");
    await calc.expectQuery("loanAmount", "2500000");
    await calc.expectQuery("tenureMonths", "240");
    await page.reload();
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await calc.expectValue("Loan amount", "2500000");
    await expect(calc.result("result-emi")).toHaveText("₹22,173");

    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/EMICalculator\?loanAmount=2500000&annualRate=8\.8&tenureMonths=240$/);

    // A hand-edited link is clamped into range.
    await calc.goto("loanAmount=1&annualRate=abc&tenureMonths=9999");
    await calc.expectValue("Loan amount", "10000");
    await calc.expectValue("Interest rate (per year)", "10");
    await calc.expectValue("Loan tenure", "360");
  });

  test("amortisation schedule expands a year and downloads as CSV", async ({ page, calculatorPage }) => {
    const calc = calculatorPage("/EMICalculator");
    await calc.goto();
    const year1 = page.getByRole("button", { name: "Year 1" });
    await expect(page.getByRole("button", { name: /^Year \d+$/ })).toHaveCount(8);
    await expect(page.getByRole("rowheader", { name: "Month 1", exact: true })).toHaveCount(0);
    await year1.click();
    await expect(year1).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("rowheader", { name: /^Month \d+$/ })).toHaveCount(12);
    await year1.click();
    await expect(page.getByRole("rowheader", { name: /^Month \d+$/ })).toHaveCount(0);

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("emi-schedule.csv");
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Month,Year,EMI,Principal,Interest,Balance");
    expect(lines).toHaveLength(95);
    expect(lines[94]).toMatch(/^94,8,7077\.35,.*,0\.00$/);
  });

  test("on a phone the schedule says it scrolls sideways, and the keyboard can scroll it @mobile", async ({
    page,
    calculatorPage,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const calc = calculatorPage("/EMICalculator");
    await calc.goto();
    const region = page.getByRole("region", { name: "Schedule table" });
    await expect(page.getByText("Scroll the table sideways to see Interest and Balance.")).toBeVisible();
    const balance = region.getByRole("columnheader", { name: "Balance" });
    const outside = async () => {
      const [box, head] = await Promise.all([region.boundingBox(), balance.boundingBox()]);
      return head!.x + head!.width > box!.x + box!.width;
    };
    expect(await outside()).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    // Each press scrolls a step (smoothly, so a busy machine may land short): press until it is in view.
    await expect(async () => {
      await page.keyboard.press("ArrowRight");
      expect(await outside()).toBe(false);
    }).toPass();
    await expect(region).toBeFocused();
  });

  test("help items open one at a time and Learn more opens the EMI guide @mobile", async ({ calculatorPage }) => {
    const calc = calculatorPage("/EMICalculator");
    await calc.goto();
    await calc.checkHelpAccordion();
    await calc.helpItem("How it works?").summary.click();
    await expect(calc.helpItem("How it works?").details).toContainText("EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)");
    await expect(calc.learnMore()).toHaveAttribute("href", "/blog/emi-101-how-banks-calculate-your-monthly-payment");
  });
});

import { describe, expect, it } from "vitest";
import { shareSummary, shareTitle } from "./share-summary";

const query = (text: string) => new URLSearchParams(text);

describe("shareSummary", () => {
  it("an EMI link: the calculator, its inputs as the sliders show them, and the EMI in rupees with Indian grouping", () => {
    const summary = shareSummary("EMICalculator", query("loanAmount=1000000&annualRate=9&tenureMonths=60"))!;
    expect(summary.calculator).toBe("EMI calculator");
    expect(summary.inputs).toEqual([
      { label: "Loan amount", value: "₹10,00,000" },
      { label: "Interest rate (per year)", value: "9%" },
      { label: "Loan tenure", value: "60 months (5 years)" },
    ]);
    expect(summary.results[0]).toEqual({ label: "Monthly EMI", value: "₹20,758" });
    expect(shareTitle(summary)).toBe("EMI calculator: Monthly EMI ₹20,758");
  });

  it("choices count as inputs and are shown by name", () => {
    const summary = shareSummary("TripCostCalculator", query("destination=Tokyo&accommodation=Hostel"))!;
    expect(summary.inputs.slice(0, 2)).toEqual([
      { label: "Destination", value: "Tokyo" },
      { label: "Stay", value: "Hostel" },
    ]);
  });

  it("a card payment that never clears the balance says what the page says: 999 months, twice the balance", () => {
    const summary = shareSummary("creditCardCalculator", query("balance=100000&monthlyPayment=100"))!;
    expect(summary.results).toEqual([
      { label: "Paid off in", value: "999 months" },
      { label: "Total interest", value: "₹2,00,000" },
      { label: "Total paid", value: "₹3,00,000" },
    ]);
    expect(shareTitle(summary)).toBe("Credit card pay off calculator: Paid off in 999 months");
  });

  it("no summary for a link the share button could not have made, or one without inputs", () => {
    expect(shareSummary("EMICalculator", query("loanAmount=5"))).toBeNull();
    expect(shareSummary("EMICalculator", query("loanAmount=lots"))).toBeNull();
    expect(shareSummary("EMICalculator", query("loanAmount=1e400"))).toBeNull();
    expect(shareSummary("EMICalculator", query("utm_source=x"))).toBeNull();
    expect(shareSummary("AutoLoanCalculator", query("brand=Ferrari"))).toBeNull();
    expect(shareSummary("BlogPage", query("tag=tax"))).toBeNull();
    expect(shareSummary("toString", query("loanAmount=100000"))).toBeNull();
  });

  it("every calculator gives three results", () => {
    for (const [page, text] of [
      ["creditCardCalculator", "balance=50000"],
      ["rentvsbuyCalculator", "monthlyRent=40000"],
      ["SavingsCalculator", "target=90000"],
      ["AutoLoanCalculator", "brand=Honda"],
    ] as const) {
      expect(shareSummary(page, query(text))?.results, page).toHaveLength(3);
    }
  });
});

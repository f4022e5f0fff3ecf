import { describe, expect, it } from "vitest";
import * as autoLoan from "./auto-loan";
import * as emi from "./emi";
import * as tripCost from "./trip-cost";
import { readInputs, writeInputs } from "./url-state";

const read = (query: string) => readInputs(new URLSearchParams(query), emi.fields, emi.defaults);
const tripChoices = { destination: tripCost.DESTINATIONS, accommodation: tripCost.ACCOMMODATIONS };

describe("readInputs", () => {
  it("gives the defaults for an empty query", () => {
    expect(read("")).toEqual(emi.defaults);
  });

  it("reads valid values", () => {
    expect(read("loanAmount=2500000&annualRate=8.7&tenureMonths=240")).toEqual({
      loanAmount: 2500000,
      annualRate: 8.7,
      tenureMonths: 240,
    });
  });

  it.each<[string, Partial<emi.EmiInputs>]>([
    ["loanAmount=abc", {}],
    ["loanAmount=", {}],
    ["loanAmount=Infinity", {}],
    ["loanAmount=5", { loanAmount: 10000 }],
    ["loanAmount=999999999", { loanAmount: 10000000 }],
    ["loanAmount=463499", { loanAmount: 463000 }],
    ["annualRate=-4", { annualRate: 1 }],
    ["annualRate=10.04", { annualRate: 10 }],
    ["tenureMonths=12.6", { tenureMonths: 13 }],
    // Written as a person writes it in the form without JavaScript (the standards review's N1).
    ["loanAmount=25%2C00%2C000", { loanAmount: 2500000 }],
    ["loanAmount=%E2%82%B9%204%2C60%2C000", { loanAmount: 460000 }],
    ["loanAmount=1e6", { loanAmount: 1000000 }],
    ["loanAmount=0x10", {}],
  ])("%s is clamped, snapped or ignored", (query, expected) => {
    expect(read(query)).toEqual({ ...emi.defaults, ...expected });
  });

  it("accepts only listed choices", () => {
    const fields = tripCost.fields;
    expect(
      readInputs(new URLSearchParams("destination=Tokyo&accommodation=Hotel"), fields, tripCost.defaults, tripChoices),
    ).toMatchObject({
      destination: "Tokyo",
      accommodation: "Hotel",
    });
    expect(
      readInputs(new URLSearchParams("destination=Mars&accommodation=Castle"), fields, tripCost.defaults, tripChoices),
    ).toMatchObject({
      destination: "",
      accommodation: "Camping",
    });
  });

  it("does not change the defaults object", () => {
    const before = { ...emi.defaults };
    read("loanAmount=20000");
    expect(emi.defaults).toEqual(before);
  });
});

describe("writeInputs", () => {
  it("round-trips through readInputs", () => {
    const inputs = { ...autoLoan.defaults, brand: "Jeep", carPrice: 3500000, maintenancePercent: 0.75 };
    const choices = { brand: autoLoan.BRANDS };
    const query = writeInputs(inputs, autoLoan.fields, choices);
    expect(query).toBe(
      "brand=Jeep&carPrice=3500000&downPaymentPercent=20&annualRate=7&tenureMonths=60&maintenancePercent=0.75",
    );
    expect(readInputs(new URLSearchParams(query), autoLoan.fields, autoLoan.defaults, choices)).toEqual(inputs);
  });

  it("leaves out an empty choice", () => {
    expect(writeInputs(tripCost.defaults, tripCost.fields, tripChoices)).toBe(
      "accommodation=Camping&dailyExpenses=100&entertainment=500&days=7&travelCost=300&members=1",
    );
  });
});

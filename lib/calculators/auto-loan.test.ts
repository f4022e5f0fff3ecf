import { describe, it, expect } from "vitest";
import {
  BRANDS,
  BRAND_INFO,
  calculate,
  defaultMaintenancePercent,
  defaults,
  depreciationFactor,
  fields,
  type AutoLoanInputs,
  type AutoLoanResult,
} from "./auto-loan";
import { snapToStep } from "./shared";

const withDefaults = (overrides: Partial<AutoLoanInputs>): AutoLoanInputs => ({ ...defaults, ...overrides });
const maintenanceField = fields[4];

describe("auto loan brands and fields", () => {
  it("lists the brands in the spec order with their figures", () => {
    expect(BRANDS).toEqual(["Toyota", "Honda", "Hyundai", "Mahindra", "Tata", "Jeep"]);
    expect(BRANDS.map((b) => [BRAND_INFO[b].maintenancePercent, BRAND_INFO[b].depreciationFactor])).toEqual([
      [0.35, 0.6],
      [0.65, 0.55],
      [0.46, 0.5],
      [0.3, 0.55],
      [0.53, 0.5],
      [0.75, 0.5],
    ]);
  });

  it.each<[string, number, number]>([
    ["Toyota", 0.6, 0.35],
    ["Jeep", 0.5, 0.75],
    ["Maruti", 0.5, 0.5],
    ["", 0.5, 0.5],
    ["toyota", 0.5, 0.5], // exact names only; the UI offers a fixed list
  ])("%s → depreciation %s, maintenance default %s", (brand, factor, maintenance) => {
    expect(depreciationFactor(brand)).toBe(factor);
    expect(defaultMaintenancePercent(brand)).toBe(maintenance);
  });

  it("match the spec ranges, with the maintenance slider widened", () => {
    expect(fields.map((f) => [f.key, f.min, f.max, f.step, f.default])).toEqual([
      ["carPrice", 500000, 10000000, 10000, 2000000],
      ["downPaymentPercent", 0, 100, 1, 20],
      ["annualRate", 1, 20, 0.1, 7],
      ["tenureMonths", 12, 120, 12, 60],
      ["maintenancePercent", 0, 10, 0.01, 0.35],
    ]);
    expect(defaults.brand).toBe(BRANDS[0]);
    expect(defaults.maintenancePercent).toBe(BRAND_INFO.Toyota.maintenancePercent);
  });

  it.each(BRANDS)("%s default maintenance is a valid slider value", (brand) => {
    const value = BRAND_INFO[brand].maintenancePercent;
    expect(value).toBeGreaterThanOrEqual(maintenanceField.min);
    expect(value).toBeLessThanOrEqual(maintenanceField.max);
    expect(snapToStep(value, maintenanceField)).toBe(value);
  });
});

// Reference figures from an independent Python (decimal, 50 digits) calculation.
describe("auto loan reference figures", () => {
  it.each<[string, AutoLoanInputs, AutoLoanResult]>([
    [
      "defaults (Toyota)",
      defaults,
      {
        loanAmount: 1600000,
        downPayment: 400000,
        emi: 31681.92,
        totalInterest: 300915.06,
        totalCost: 2300915.06,
        yearlyMaintenance: 7000,
        totalMaintenance: 35000,
        resaleValue: 1200000,
        netCostOfOwnership: 1135915.06,
      },
    ],
    [
      "Jeep, 7 years",
      {
        brand: "Jeep",
        carPrice: 3500000,
        downPaymentPercent: 10,
        annualRate: 9.5,
        tenureMonths: 84,
        maintenancePercent: 0.75,
      },
      {
        loanAmount: 3150000,
        downPayment: 350000,
        emi: 51483.54,
        totalInterest: 1174617.55,
        totalCost: 4674617.55,
        yearlyMaintenance: 26250,
        totalMaintenance: 183750,
        resaleValue: 1750000,
        netCostOfOwnership: 3108367.55,
      },
    ],
    [
      "Hyundai, no down payment, 1 year",
      {
        brand: "Hyundai",
        carPrice: 500000,
        downPaymentPercent: 0,
        annualRate: 12,
        tenureMonths: 12,
        maintenancePercent: 0.46,
      },
      {
        loanAmount: 500000,
        downPayment: 0,
        emi: 44424.39,
        totalInterest: 33092.73,
        totalCost: 533092.73,
        yearlyMaintenance: 2300,
        totalMaintenance: 2300,
        resaleValue: 250000,
        netCostOfOwnership: 285392.73,
      },
    ],
    [
      "Tata, 3 years",
      {
        brand: "Tata",
        carPrice: 1250000,
        downPaymentPercent: 25,
        annualRate: 8.8,
        tenureMonths: 36,
        maintenancePercent: 0.53,
      },
      {
        loanAmount: 937500,
        downPayment: 312500,
        emi: 29725.06,
        totalInterest: 132602.2,
        totalCost: 1382602.2,
        yearlyMaintenance: 6625,
        totalMaintenance: 19875,
        resaleValue: 625000,
        netCostOfOwnership: 777477.2,
      },
    ],
    [
      "Honda bought outright (100% down)",
      {
        brand: "Honda",
        carPrice: 1000000,
        downPaymentPercent: 100,
        annualRate: 9,
        tenureMonths: 60,
        maintenancePercent: 0.65,
      },
      {
        loanAmount: 0,
        downPayment: 1000000,
        emi: 0,
        totalInterest: 0,
        totalCost: 1000000,
        yearlyMaintenance: 6500,
        totalMaintenance: 32500,
        resaleValue: 550000,
        netCostOfOwnership: 482500,
      },
    ],
    [
      "unknown brand resells at half",
      {
        brand: "Maruti",
        carPrice: 800000,
        downPaymentPercent: 100,
        annualRate: 9,
        tenureMonths: 24,
        maintenancePercent: 1,
      },
      {
        loanAmount: 0,
        downPayment: 800000,
        emi: 0,
        totalInterest: 0,
        totalCost: 800000,
        yearlyMaintenance: 8000,
        totalMaintenance: 16000,
        resaleValue: 400000,
        netCostOfOwnership: 416000,
      },
    ],
  ])("%s", (_label, inputs, expected) => {
    const result = calculate(inputs);
    for (const key of Object.keys(expected) as (keyof AutoLoanResult)[]) {
      expect(Math.abs(result[key] - expected[key]), key).toBeLessThanOrEqual(0.01);
    }
  });
});

describe("auto loan zero rules", () => {
  it.each<[string, Partial<AutoLoanInputs>]>([
    ["zero price", { carPrice: 0 }],
    ["negative price", { carPrice: -100000 }],
    ["zero rate", { annualRate: 0 }],
    ["negative rate", { annualRate: -7 }],
    ["zero tenure", { tenureMonths: 0 }],
    ["negative tenure", { tenureMonths: -60 }],
    ["NaN tenure", { tenureMonths: NaN }],
  ])("%s gives zeros", (_label, overrides) => {
    const result = calculate(withDefaults(overrides));
    expect(Object.values(result).every((value) => value === 0)).toBe(true);
  });

  it.each<[Partial<AutoLoanInputs>, Partial<AutoLoanInputs>]>([
    [{ downPaymentPercent: -10 }, { downPaymentPercent: 0 }],
    [{ downPaymentPercent: 140 }, { downPaymentPercent: 100 }],
    [{ maintenancePercent: -2 }, { maintenancePercent: 0 }],
  ])("out-of-range %o is treated as %o", (given, used) => {
    expect(calculate(withDefaults(given))).toEqual(calculate(withDefaults(used)));
  });
});

describe("auto loan very large inputs", () => {
  it.each<[string, Partial<AutoLoanInputs>]>([
    ["top of every slider", { carPrice: 10000000, annualRate: 20, tenureMonths: 120, maintenancePercent: 10 }],
    ["absurd price", { carPrice: 1e14 }],
    ["absurd rate", { annualRate: 1e6 }],
    ["absurd tenure", { tenureMonths: 1e8 }],
  ])("%s stays finite", (_label, overrides) => {
    const result = calculate(withDefaults(overrides));
    for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
    expect(result.emi).toBeGreaterThan(0);
  });
});

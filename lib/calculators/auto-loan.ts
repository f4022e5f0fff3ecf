import { calculate as calculateEmi, normaliseTenure, splitDownPayment } from "./emi";
import { defaultsOf, finiteOr0, roundToPaise, type SliderField } from "./shared";

export const BRANDS = ["Toyota", "Honda", "Hyundai", "Mahindra", "Tata", "Jeep"] as const;
export type Brand = (typeof BRANDS)[number];

export interface BrandInfo {
  /** Default yearly maintenance as a % of the car's price. */
  maintenancePercent: number;
  /** Resale value as a share of the price at the end of the loan. */
  depreciationFactor: number;
}

export const BRAND_INFO: Readonly<Record<Brand, BrandInfo>> = {
  Toyota: { maintenancePercent: 0.35, depreciationFactor: 0.6 },
  Honda: { maintenancePercent: 0.65, depreciationFactor: 0.55 },
  Hyundai: { maintenancePercent: 0.46, depreciationFactor: 0.5 },
  Mahindra: { maintenancePercent: 0.3, depreciationFactor: 0.55 },
  Tata: { maintenancePercent: 0.53, depreciationFactor: 0.5 },
  Jeep: { maintenancePercent: 0.75, depreciationFactor: 0.5 },
};

export const UNKNOWN_BRAND_DEPRECIATION = 0.5;
/** Not in the spec; the middle of the brand defaults, used only for an unrecognised brand. */
export const UNKNOWN_BRAND_MAINTENANCE = 0.5;

export function isBrand(value: string): value is Brand {
  return (BRANDS as readonly string[]).includes(value);
}

export function depreciationFactor(brand: string): number {
  return isBrand(brand) ? BRAND_INFO[brand].depreciationFactor : UNKNOWN_BRAND_DEPRECIATION;
}

export function defaultMaintenancePercent(brand: string): number {
  return isBrand(brand) ? BRAND_INFO[brand].maintenancePercent : UNKNOWN_BRAND_MAINTENANCE;
}

export interface AutoLoanInputs {
  brand: string;
  carPrice: number;
  downPaymentPercent: number;
  annualRate: number;
  tenureMonths: number;
  maintenancePercent: number;
}

export type AutoLoanNumericKey = Exclude<keyof AutoLoanInputs, "brand">;

export interface AutoLoanResult {
  loanAmount: number;
  downPayment: number;
  emi: number;
  totalInterest: number;
  totalCost: number;
  yearlyMaintenance: number;
  totalMaintenance: number;
  resaleValue: number;
  netCostOfOwnership: number;
}

export const fields = [
  { key: "carPrice", label: "Car price", min: 500000, max: 10000000, step: 10000, default: 2000000, unit: "rupees" },
  { key: "downPaymentPercent", label: "Down payment", min: 0, max: 100, step: 1, default: 20, unit: "percent" },
  { key: "annualRate", label: "Interest rate (per year)", min: 1, max: 20, step: 0.1, default: 7, unit: "percent" },
  { key: "tenureMonths", label: "Loan tenure", min: 12, max: 120, step: 12, default: 60, unit: "months" },
  {
    key: "maintenancePercent",
    label: "Maintenance (per year)",
    min: 0,
    max: 10,
    step: 0.01,
    default: 0.35,
    unit: "percent",
  },
] as const satisfies readonly SliderField<AutoLoanNumericKey>[];

export const defaults: AutoLoanInputs = { brand: "Toyota", ...defaultsOf(fields) };

function zeroResult(): AutoLoanResult {
  return {
    loanAmount: 0,
    downPayment: 0,
    emi: 0,
    totalInterest: 0,
    totalCost: 0,
    yearlyMaintenance: 0,
    totalMaintenance: 0,
    resaleValue: 0,
    netCostOfOwnership: 0,
  };
}

export function calculate(inputs: AutoLoanInputs): AutoLoanResult {
  const price = finiteOr0(inputs.carPrice);
  const rate = finiteOr0(inputs.annualRate);
  const n = normaliseTenure(inputs.tenureMonths);
  if (price <= 0 || rate <= 0 || n <= 0) return zeroResult();

  const { downPayment, loanAmount } = splitDownPayment(price, inputs.downPaymentPercent);
  const loan = calculateEmi({ loanAmount, annualRate: rate, tenureMonths: n });

  const maintenancePercent = Math.max(0, finiteOr0(inputs.maintenancePercent));
  const yearlyMaintenance = roundToPaise((price * maintenancePercent) / 100);
  const totalMaintenance = roundToPaise(yearlyMaintenance * (n / 12));
  const resaleValue = roundToPaise(price * depreciationFactor(inputs.brand));
  const totalCost = roundToPaise(downPayment + loan.totalPayment);

  return {
    loanAmount,
    downPayment,
    emi: loan.emi,
    totalInterest: loan.totalInterest,
    totalCost,
    yearlyMaintenance,
    totalMaintenance,
    resaleValue,
    netCostOfOwnership: roundToPaise(totalCost + totalMaintenance - resaleValue),
  };
}

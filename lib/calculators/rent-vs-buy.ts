import { calculate as calculateEmi, emiAmount, normaliseTenure, splitDownPayment } from "./emi";
import { defaultsOf, finiteOr0, roundToPaise, type SliderField } from "./shared";

export interface RentVsBuyInputs {
  homePrice: number;
  downPaymentPercent: number;
  loanRate: number;
  tenureMonths: number;
  propertyTaxPercent: number;
  maintenancePercent: number;
  appreciationPercent: number;
  monthlyRent: number;
  rentIncreasePercent: number;
}

export interface RentVsBuyYear {
  year: number;
  buyCumulativeNet: number;
  rentCumulative: number;
}

export type Cheaper = "buy" | "rent" | "equal";

export interface RentVsBuyResult {
  buyTotal: number;
  rentTotal: number;
  difference: number;
  cheaper: Cheaper;
  breakEvenYear: number | null;
  emi: number;
  loanAmount: number;
  downPayment: number;
  totalEmiPaid: number;
  totalTaxAndMaintenance: number;
  homeValueAtEnd: number;
  series: RentVsBuyYear[];
}

export const fields = [
  {
    key: "homePrice",
    label: "Home price",
    min: 2000000,
    max: 500000000,
    step: 100000,
    default: 12000000,
    unit: "rupees",
  },
  { key: "downPaymentPercent", label: "Down payment", min: 0, max: 100, step: 1, default: 20, unit: "percent" },
  { key: "loanRate", label: "Home loan rate (per year)", min: 1, max: 20, step: 0.1, default: 7, unit: "percent" },
  { key: "tenureMonths", label: "Loan tenure", min: 12, max: 360, step: 3, default: 240, unit: "months" },
  {
    key: "propertyTaxPercent",
    label: "Property tax (per year)",
    min: 0,
    max: 5,
    step: 0.1,
    default: 2,
    unit: "percent",
  },
  {
    key: "maintenancePercent",
    label: "Maintenance (per year)",
    min: 0,
    max: 10,
    step: 0.1,
    default: 1,
    unit: "percent",
  },
  {
    key: "appreciationPercent",
    label: "Home price growth (per year)",
    min: 0,
    max: 20,
    step: 0.5,
    default: 3,
    unit: "percent",
  },
  { key: "monthlyRent", label: "Monthly rent", min: 5000, max: 100000, step: 1000, default: 30000, unit: "rupees" },
  {
    key: "rentIncreasePercent",
    label: "Rent increase (per year)",
    min: 0,
    max: 10,
    step: 0.5,
    default: 3,
    unit: "percent",
  },
] as const satisfies readonly SliderField<keyof RentVsBuyInputs>[];

export const defaults: RentVsBuyInputs = defaultsOf(fields);

export const METHOD =
  "We compare the two over the length of the loan. Buying costs the down payment, every EMI, and " +
  "property tax and maintenance each year on the home's value as it grows; at the end you own the " +
  "home, so its value then is taken off. Renting costs the rent you pay each month, rising once a " +
  "year by the rent increase. The break-even year is the first year in which buying, counting what " +
  "your share of the home is worth by then, has cost less in total than renting.";

function zeroResult(): RentVsBuyResult {
  return {
    buyTotal: 0,
    rentTotal: 0,
    difference: 0,
    cheaper: "equal",
    breakEvenYear: null,
    emi: 0,
    loanAmount: 0,
    downPayment: 0,
    totalEmiPaid: 0,
    totalTaxAndMaintenance: 0,
    homeValueAtEnd: 0,
    series: [],
  };
}

export function calculate(inputs: RentVsBuyInputs): RentVsBuyResult {
  const price = finiteOr0(inputs.homePrice);
  const loanRate = finiteOr0(inputs.loanRate);
  const n = normaliseTenure(inputs.tenureMonths);
  if (price <= 0 || loanRate <= 0 || n <= 0) return zeroResult();

  const { downPayment, loanAmount } = splitDownPayment(price, inputs.downPaymentPercent);
  const loan = calculateEmi({ loanAmount, annualRate: loanRate, tenureMonths: n });
  const exactEmi = emiAmount(loanAmount, loanRate, n);

  const ownershipRate =
    (Math.max(0, finiteOr0(inputs.propertyTaxPercent)) + Math.max(0, finiteOr0(inputs.maintenancePercent))) / 100;
  const appreciation = Math.max(-1, finiteOr0(inputs.appreciationPercent) / 100);
  const rent = Math.max(0, finiteOr0(inputs.monthlyRent));
  const rentGrowth = Math.max(-1, finiteOr0(inputs.rentIncreasePercent) / 100);
  const valueAfter = (months: number): number => price * Math.pow(1 + appreciation, months / 12);

  const series: RentVsBuyYear[] = [];
  let emiPaid = 0;
  let taxAndMaintenance = 0;
  let rentPaid = 0;
  let breakEvenYear: number | null = null;
  const years = Math.ceil(n / 12);

  for (let year = 1; year <= years; year += 1) {
    const firstMonth = (year - 1) * 12 + 1;
    const lastMonth = Math.min(year * 12, n);
    const monthsInYear = lastMonth - firstMonth + 1;

    taxAndMaintenance += valueAfter((year - 1) * 12) * ownershipRate * (monthsInYear / 12);
    rentPaid += rent * Math.pow(1 + rentGrowth, year - 1) * monthsInYear;

    emiPaid += exactEmi * monthsInYear;
    // No schedule row means no loan (100% down payment), so nothing is outstanding.
    const outstanding = loan.schedule.monthly[lastMonth - 1]?.balance ?? 0;

    const equity = valueAfter(lastMonth) - outstanding;
    const buyCumulativeNet = roundToPaise(downPayment + emiPaid + taxAndMaintenance - equity);
    const rentCumulative = roundToPaise(rentPaid);
    if (breakEvenYear === null && buyCumulativeNet < rentCumulative) breakEvenYear = year;
    series.push({ year, buyCumulativeNet, rentCumulative });
  }

  const homeValueAtEnd = roundToPaise(valueAfter(n));
  // Same unrounded terms as the last series row, so the two always match to the paisa.
  const buyTotal = roundToPaise(downPayment + emiPaid + taxAndMaintenance - valueAfter(n));
  const rentTotal = roundToPaise(rentPaid);
  const cheaper: Cheaper = buyTotal < rentTotal ? "buy" : buyTotal > rentTotal ? "rent" : "equal";

  return {
    buyTotal,
    rentTotal,
    difference: roundToPaise(Math.abs(buyTotal - rentTotal)),
    cheaper,
    breakEvenYear,
    emi: loan.emi,
    loanAmount,
    downPayment,
    totalEmiPaid: roundToPaise(emiPaid),
    totalTaxAndMaintenance: roundToPaise(taxAndMaintenance),
    homeValueAtEnd,
    series,
  };
}

import * as autoLoan from "@/lib/calculators/auto-loan";
import { calculatorEntry, type CalculatorId } from "@/lib/calculators/catalog";
import * as creditCard from "@/lib/calculators/credit-card-payoff";
import * as emi from "@/lib/calculators/emi";
import * as rentVsBuy from "@/lib/calculators/rent-vs-buy";
import * as savingsGoal from "@/lib/calculators/savings-goal";
import type { SliderField } from "@/lib/calculators/shared";
import * as tripCost from "@/lib/calculators/trip-cost";
import { readInputs, type ChoiceSpec, type QueryReader } from "@/lib/calculators/url-state";
import { formatRupees } from "@/lib/format/rupees";
import { formatFieldValue, formatMonthsWithYears, payoffTime } from "./format";

// What a shared calculator link says when it is pasted somewhere (issue 24, item 4): the calculator, the
// link's inputs and its main results, for the link's title and its own Open Graph image
// (app/share-image/[page]/route.tsx). Only a link the share button could have made gets one: a value out
// of range, not a number, or a choice the page does not offer gives null, and the page keeps its default
// image and title.

export type Figure = { label: string; value: string };
export type ShareSummary = { calculator: string; path: string; inputs: Figure[]; results: Figure[] };

/** A calculator module's own exports that a summary needs. */
type Module<T extends object, R> = { fields: readonly SliderField[]; defaults: T; calculate: (inputs: T) => R };
type Choices = { values: ChoiceSpec; labels: Readonly<Record<string, string>> };

/** One calculator, its input type erased once it can read its own inputs from a query. */
type Shared = {
  id: CalculatorId;
  fields: readonly SliderField[];
  choices?: Choices;
  read: (query: QueryReader) => { values: Record<string, unknown>; results: Figure[] };
};

function define<T extends object, R>(
  id: CalculatorId,
  { fields, defaults, calculate }: Module<T, R>,
  results: (result: R, inputs: T) => Figure[],
  choices?: Choices,
): Shared {
  return {
    id,
    fields,
    choices,
    read: (query) => {
      const inputs = readInputs(query, fields, defaults, choices?.values);
      return { values: inputs as Record<string, unknown>, results: results(calculate(inputs), inputs) };
    },
  };
}
const rupees = (label: string, amount: number): Figure => ({ label, value: formatRupees(amount) });

const CALCULATORS: Readonly<Record<string, Shared>> = {
  EMICalculator: define("emi", emi, (r) => [
    rupees("Monthly EMI", r.emi),
    rupees("Total interest", r.totalInterest),
    rupees("Total payment", r.totalPayment),
  ]),
  // The page's own figures, the spec's 999 months and twice the balance included (spec 5), so a link
  // never says something other than the page it opens.
  creditCardCalculator: define("credit-card-payoff", creditCard, (r) => [
    { label: "Paid off in", value: payoffTime(r) },
    rupees("Total interest", r.totalInterest),
    rupees("Total paid", r.totalPaid),
  ]),
  rentvsbuyCalculator: define("rent-vs-buy", rentVsBuy, (r) => [
    r.cheaper === "equal"
      ? { label: "Verdict", value: "Buying and renting cost the same" }
      : { label: `${r.cheaper === "buy" ? "Buying" : "Renting"} is cheaper by`, value: formatRupees(r.difference) },
    rupees("Cost of buying", r.buyTotal),
    rupees("Cost of renting", r.rentTotal),
  ]),
  SavingsCalculator: define("savings-goal", savingsGoal, (r) => [
    rupees("Saved by the end", r.endBalance),
    rupees("Interest earned", r.interestEarned),
    {
      label: "Goal reached in",
      value: r.monthsToGoal === null ? "Not within 100 years" : formatMonthsWithYears(r.monthsToGoal),
    },
  ]),
  AutoLoanCalculator: define(
    "auto-loan",
    autoLoan,
    (r) => [
      rupees("Monthly EMI", r.emi),
      rupees("Total interest", r.totalInterest),
      rupees("Net cost of owning", r.netCostOfOwnership),
    ],
    { values: { brand: autoLoan.BRANDS }, labels: { brand: "Brand" } },
  ),
  TripCostCalculator: define(
    "spring-break-cost",
    tripCost,
    (r) => [rupees("Trip total", r.total), rupees("Per person", r.perPerson), rupees("Per day", r.perDay)],
    {
      values: { destination: tripCost.DESTINATIONS, accommodation: tripCost.ACCOMMODATIONS },
      labels: { destination: "Destination", accommodation: "Stay" },
    },
  ),
};

/** How a summary shows one slider's value (a link's input). */
export function inputFigure(field: SliderField, value: number): Figure {
  return {
    label: field.label,
    value: field.unit === "months" ? formatMonthsWithYears(value) : formatFieldValue(field, value),
  };
}

/** A value the share button could have written: a number within the field's range. */
function inRange(raw: string, field: SliderField): boolean {
  const value = Number(raw.trim());
  return raw.trim() !== "" && Number.isFinite(value) && value >= field.min && value <= field.max;
}

/** The summary of a shared link to `page` (its path without the slash), or null when it has none. */
export function shareSummary(page: string, query: QueryReader): ShareSummary | null {
  const calculator = Object.hasOwn(CALCULATORS, page) ? CALCULATORS[page]! : undefined;
  if (!calculator) return null;
  const choices = calculator.choices?.values ?? {};
  let named = false;
  for (const field of calculator.fields) {
    const raw = query.get(field.key);
    if (raw === null) continue;
    if (!inRange(raw, field)) return null;
    named = true;
  }
  for (const [key, allowed] of Object.entries(choices)) {
    const raw = query.get(key);
    if (raw === null || raw === "") continue;
    if (!allowed.includes(raw)) return null;
    named = true;
  }
  if (!named) return null;
  const { values, results } = calculator.read(query);
  const figures: Figure[] = [];
  for (const [key, label] of Object.entries(calculator.choices?.labels ?? {})) {
    if (typeof values[key] === "string" && values[key] !== "") figures.push({ label, value: values[key] });
  }
  for (const field of calculator.fields) figures.push(inputFigure(field, values[field.key] as number));
  const entry = calculatorEntry(calculator.id);
  return { calculator: entry.title, path: entry.path, inputs: figures, results };
}

/** 'EMI calculator: Monthly EMI ₹9,603 on a ₹4,60,000 loan' style title for the link. */
export function shareTitle(summary: ShareSummary): string {
  const [first] = summary.results;
  return first ? `${summary.calculator}: ${first.label} ${first.value}` : summary.calculator;
}

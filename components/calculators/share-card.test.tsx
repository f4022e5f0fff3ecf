import { writeFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OG_COLOURS, OG_PROBE, OG_SIZE } from "@/components/marketing/og-parts";
import * as autoLoan from "@/lib/calculators/auto-loan";
import * as creditCard from "@/lib/calculators/credit-card-payoff";
import * as emi from "@/lib/calculators/emi";
import * as rentVsBuy from "@/lib/calculators/rent-vs-buy";
import * as savingsGoal from "@/lib/calculators/savings-goal";
import { snapToStep, type SliderField } from "@/lib/calculators/shared";
import * as tripCost from "@/lib/calculators/trip-cost";
import { probeFit } from "@/tests/shared/og-fit";
import { ShareCard } from "./share-card";
import { inputFigure, shareSummary, type Figure, type ShareSummary } from "./share-summary";

type Page = { fields: readonly SliderField[]; choices?: Record<string, readonly string[]> };

const PAGES: Record<string, Page> = {
  EMICalculator: { fields: emi.fields },
  creditCardCalculator: { fields: creditCard.fields },
  rentvsbuyCalculator: { fields: rentVsBuy.fields },
  SavingsCalculator: { fields: savingsGoal.fields },
  AutoLoanCalculator: { fields: autoLoan.fields, choices: { brand: autoLoan.BRANDS } },
  TripCostCalculator: {
    fields: tripCost.fields,
    choices: { destination: tripCost.DESTINATIONS, accommodation: tripCost.ACCOMMODATIONS },
  },
};

/** A fixed pseudo-random sequence (a linear congruential generator), so every run tries the same links. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const steps = (field: SliderField) => Math.round((field.max - field.min) / field.step);
const valueAt = (field: SliderField, step: number) => Number((field.min + step * field.step).toFixed(6));
const longer = (a: Figure | undefined, b: Figure) => (!a || b.value.length > a.value.length ? b : a);

/**
 * The longest text each figure of a calculator's image can hold, per set of result labels (the credit card's
 * 'Paid off in' and the rent-vs-buy verdict have variants). Inputs: every value each slider can take.
 * Results: every corner of the input space (each slider at its minimum or maximum) and 3,000 links
 * between them.
 */
function longestSummaries(page: string, { fields, choices = {} }: Page): ShareSummary[] {
  const links: URLSearchParams[] = [];
  const random = sequence(page.length * 7919);
  const corners = 2 ** fields.length;
  for (let corner = 0; corner < corners + 3000; corner++) {
    const query = new URLSearchParams();
    for (const [key, options] of Object.entries(choices))
      query.set(key, options[Math.floor(random() * options.length)]!);
    fields.forEach((field, i) => {
      const step = corner < corners ? ((corner >> i) & 1) * steps(field) : Math.round(random() ** 3 * steps(field));
      query.set(field.key, String(valueAt(field, step)));
    });
    links.push(query);
  }
  // Inputs are formatted one by one, as a summary formats them (read as a link's value is read), without
  // working out the results for each: the longest of each, found over the whole range.
  const inputs = new Map<string, Figure>();
  const variants = new Map<string, { calculator: string; path: string; results: (Figure | undefined)[] }>();
  for (const field of fields)
    for (let step = 0; step <= steps(field); step++) {
      const figure = inputFigure(field, snapToStep(valueAt(field, step), field));
      inputs.set(field.label, longer(inputs.get(field.label), figure));
    }
  for (const link of links) {
    const summary = shareSummary(page, link)!;
    for (const figure of summary.inputs) inputs.set(figure.label, longer(inputs.get(figure.label), figure));
    const key = summary.results.map((r) => r.label).join("|");
    const variant = variants.get(key) ?? { calculator: summary.calculator, path: summary.path, results: [] };
    summary.results.forEach((figure, i) => (variant.results[i] = longer(variant.results[i], figure)));
    variants.set(key, variant);
  }
  const order = shareSummary(page, links[0]!)!.inputs.map((f) => f.label);
  return [...variants.values()].map((variant) => ({
    calculator: variant.calculator,
    path: variant.path,
    inputs: order.map((label) => inputs.get(label)!),
    results: variant.results.filter((f): f is Figure => f !== undefined),
  }));
}

describe("a shared link's image", () => {
  for (const [page, spec] of Object.entries(PAGES)) {
    it(`${page}: the longest values it can produce stay inside their boxes`, { timeout: 120_000 }, async () => {
      for (const summary of longestSummaries(page, spec)) {
        // OG_PREVIEW_DIR=/some/folder writes each image as it really looks, to look at.
        const folder = process.env.OG_PREVIEW_DIR;
        if (folder) {
          const name = `${page}-${summary.results[0]?.label.replace(/\W+/g, "-")}`;
          const real = new ImageResponse(<ShareCard summary={summary} palette={OG_COLOURS} />, OG_SIZE);
          writeFileSync(path.join(folder, `${name}.png`), Buffer.from(await real.arrayBuffer()));
        }
        const fit = await probeFit(<ShareCard summary={summary} palette={OG_PROBE} />);
        expect({ values: summary, problems: fit.problems }).toEqual({ values: summary, problems: [] });
      }
    });
  }

  it("shows every input of the link: all nine of rent vs buy", () => {
    const summary = shareSummary(
      "rentvsbuyCalculator",
      new URLSearchParams("monthlyRent=25000&rentIncreasePercent=3"),
    )!;
    expect(summary.inputs).toHaveLength(9);
    const html = renderToStaticMarkup(<ShareCard summary={summary} />);
    for (const figure of summary.inputs) expect(html).toContain(figure.label);
    expect(html).toContain("Rent increase (per year)");
  });
});

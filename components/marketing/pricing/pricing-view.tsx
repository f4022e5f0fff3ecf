"use client";

import { Check } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useState } from "react";
import {
  type Audience,
  type BillingPeriod,
  type PlanId,
  audiences,
  billingPeriods,
  comparisonRows,
  plans,
  priceTable,
} from "@/lib/copy/pricing";
import { formatRupees } from "@/lib/format/rupees";
import { FeatureValueCell } from "./feature-value";
import { ToggleGroup } from "./toggle-group";

export function PricingView() {
  const [period, setPeriod] = useState<BillingPeriod>("annually");
  const [audience, setAudience] = useState<Audience>("employee");
  const [selected, setSelected] = useState<PlanId>("basic");
  const rows = comparisonRows(audience);

  return (
    <>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ToggleGroup label="Billing period" value={period} onChange={setPeriod} options={billingPeriods} />
        <ToggleGroup label="Audience" value={audience} onChange={setAudience} options={audiences} />
      </div>

      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {plans.map((plan) => {
          const price = priceTable[period][plan.id];
          const active = selected === plan.id;
          return (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              data-selected={active}
              onClick={() => setSelected(plan.id)}
              className={`relative row-span-5 grid cursor-pointer grid-rows-subgrid gap-0 rounded-3xl border-2 bg-white p-8 transition-shadow ${active ? "border-brand-600 shadow-2xl shadow-brand-900/10" : "border-slate-200 hover:border-brand-200"}`}
            >
              <div className="flex items-start justify-between gap-4">
                <h2 className="text-2xl font-bold text-ink">
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => setSelected(plan.id)}
                    className="rounded-md after:absolute after:inset-0 after:content-['']"
                  >
                    {plan.name}
                  </button>
                </h2>
                <span
                  className="rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-ink"
                  data-testid="discount"
                >
                  {price.discount}
                </span>
              </div>
              <p className="mt-2 text-slate-600">{plan.tagline}</p>
              <p className="mt-6 flex items-baseline gap-3">
                <s className="text-xl text-slate-500" data-testid="list-price">
                  <span className="sr-only">Was </span>
                  {formatRupees(price.actualPrice)}
                </s>
                <span className="text-5xl font-extrabold tracking-tight text-ink" data-testid="price">
                  {formatRupees(price.price)}
                </span>
              </p>
              <p className="mb-8 mt-1 text-sm text-slate-600">
                per user per month, {period === "annually" ? "billed annually" : "billed quarterly"}
              </p>
              <Link
                href="/signup"
                className={`relative z-10 mt-auto flex h-12 items-center justify-center rounded-xl font-semibold transition-colors ${active ? "bg-brand-700 text-white hover:bg-brand-800" : "bg-brand-50 text-brand-800 hover:bg-brand-100"}`}
              >
                Get Started
                <span className="sr-only"> with {plan.name}</span>
              </Link>
              {active ? (
                <span className="absolute -top-3 left-8 inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                  <Check aria-hidden="true" className="size-3.5" /> Selected
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="compare-title" className="mx-auto mt-20 max-w-4xl">
        <h2 id="compare-title" className="text-center text-2xl font-bold text-ink sm:text-3xl">
          Compare plans {audience === "employer" ? "for employers" : "for employees"}
        </h2>
        <div className="mt-8 hidden overflow-hidden rounded-3xl border border-slate-200 bg-white md:block">
          <table className="w-full text-left" data-testid="comparison-table">
            <thead className="bg-slate-50 text-sm uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-6 py-4 font-semibold">
                  Feature
                </th>
                <th
                  scope="col"
                  className={`w-40 px-6 py-4 text-center font-semibold ${selected === "basic" ? "text-brand-800" : ""}`}
                >
                  Basic
                </th>
                <th
                  scope="col"
                  className={`w-40 px-6 py-4 text-center font-semibold ${selected === "pro" ? "text-brand-800" : ""}`}
                >
                  Pro
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className="px-6 py-4 font-normal">
                    <span className="block font-semibold text-ink">{row.name}</span>
                    <span className="block text-sm text-slate-600">{row.description}</span>
                  </th>
                  <td className="px-6 py-4 text-center">
                    <FeatureValueCell value={row.basic} />
                  </td>
                  <td className="px-6 py-4 text-center">
                    <FeatureValueCell value={row.pro} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="mt-8 grid gap-4 md:hidden" data-testid="feature-list">
          {rows.map((row) => (
            <li key={row.name} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-ink">{row.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{row.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <div className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2">
                  <dt className="text-slate-600">Basic</dt>
                  <dd>
                    <FeatureValueCell value={row.basic} />
                  </dd>
                </div>
                <div className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2">
                  <dt className="text-slate-600">Pro</dt>
                  <dd>
                    <FeatureValueCell value={row.pro} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

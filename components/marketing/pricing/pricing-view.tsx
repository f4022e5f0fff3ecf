"use client";

import { Check } from "lucide-react";
import { Link } from "@/components/ui/link";
import { audiences, billingPeriods, comparisonRows, plans, type PriceLabels } from "@/lib/copy/pricing";
import { FeatureValueCell } from "./feature-value";
import { ToggleGroup } from "./toggle-group";

// The toggles and the plan choice are radios, and CSS shows what they name (decision 841): every
// variant is in the page, so the prices and the employer table are there without JavaScript. It keeps no
// state; it stays a client component so that its markup is sent once, in the HTML, and not again in the
// flight data as a server component's would be (77 KB of flight against 22 KB). Each class shows one
// variant while its radio is (not) checked.
const show = {
  quarterly: "hidden group-has-[#pricing-period-quarterly:checked]/pricing:inline",
  annually: "group-has-[#pricing-period-quarterly:checked]/pricing:hidden",
  /** The employee's rows and words keep their own display until For Employer is checked. */
  employee: "group-has-[#pricing-audience-employer:checked]/pricing:hidden",
  employerText: "hidden group-has-[#pricing-audience-employer:checked]/pricing:inline",
  employerRow: "hidden group-has-[#pricing-audience-employer:checked]/pricing:table-row",
  employerItem: "hidden group-has-[#pricing-audience-employer:checked]/pricing:block",
};

/** Whichever of two texts the billing period names. */
function ByPeriod({ quarterly, annually }: { quarterly: React.ReactNode; annually: React.ReactNode }) {
  return (
    <>
      <span className={show.quarterly}>{quarterly}</span>
      <span className={show.annually}>{annually}</span>
    </>
  );
}

const AUDIENCE_ROWS = [
  { audience: "employee", rows: comparisonRows("employee"), row: show.employee, item: show.employee },
  { audience: "employer", rows: comparisonRows("employer"), row: show.employerRow, item: show.employerItem },
] as const;

/** `prices` are written on the server, so the page ships no rupee formatting of its own. */
export function PricingView({ prices }: { prices: PriceLabels }) {
  return (
    <div className="group/pricing">
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ToggleGroup name="period" label="Billing period" options={billingPeriods} initial="annually" />
        <ToggleGroup name="audience" label="Audience" options={audiences} initial="employee" />
      </div>

      <div role="radiogroup" aria-label="Plan">
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => {
            const [quarterly, annually] = [prices.quarterly[plan.id], prices.annually[plan.id]];
            return (
              <li
                key={plan.id}
                data-testid={`plan-${plan.id}`}
                className="group/plan relative row-span-5 grid cursor-pointer grid-rows-subgrid gap-0 rounded-3xl border-2 border-slate-200 bg-white p-8 transition-shadow hover:border-brand-200 has-[:checked]:border-brand-600 has-[:checked]:shadow-2xl has-[:checked]:shadow-brand-900/10 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-4 has-[input:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  id={`pricing-plan-${plan.id}`}
                  defaultChecked={plan.id === "basic"}
                  className="sr-only"
                />
                <div className="flex items-start justify-between gap-4">
                  <h2 className="text-2xl font-bold text-ink">
                    {/* The whole card is the label: a press anywhere but its link selects the plan. */}
                    <label
                      htmlFor={`pricing-plan-${plan.id}`}
                      className="cursor-pointer after:absolute after:inset-0 after:content-['']"
                    >
                      {plan.name}
                    </label>
                  </h2>
                  <span
                    className="rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-ink"
                    data-testid="discount"
                  >
                    <ByPeriod quarterly={quarterly.discount} annually={annually.discount} />
                  </span>
                </div>
                <p className="mt-2 text-slate-600">{plan.tagline}</p>
                <p className="mt-6 flex items-baseline gap-3">
                  <s className="text-xl text-slate-500" data-testid="list-price">
                    <span className="sr-only">Was </span>
                    <ByPeriod quarterly={quarterly.actualPrice} annually={annually.actualPrice} />
                  </s>
                  <span className="text-5xl font-extrabold tracking-tight text-ink" data-testid="price">
                    <ByPeriod quarterly={quarterly.price} annually={annually.price} />
                  </span>
                </p>
                <p className="mb-8 mt-1 text-sm text-slate-600">
                  per user per month, <ByPeriod quarterly="billed quarterly" annually="billed annually" />
                </p>
                <Link
                  href="/signup"
                  className="relative z-10 mt-auto flex h-12 items-center justify-center rounded-xl bg-brand-50 font-semibold text-brand-800 transition-colors hover:bg-brand-100 group-has-[:checked]/plan:bg-brand-700 group-has-[:checked]/plan:text-white group-has-[:checked]/plan:hover:bg-brand-800"
                >
                  Get Started
                  <span className="sr-only"> with {plan.name}</span>
                </Link>
                <span
                  aria-hidden="true"
                  className="absolute -top-3 left-8 hidden items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white group-has-[:checked]/plan:inline-flex"
                >
                  <Check className="size-3.5" /> Selected
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      <section aria-labelledby="compare-title" className="mx-auto mt-20 max-w-4xl">
        <h2 id="compare-title" className="text-center text-2xl font-bold text-ink sm:text-3xl">
          Compare plans <span className={show.employee}>for employees</span>
          <span className={show.employerText}>for employers</span>
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
                  className="w-40 px-6 py-4 text-center font-semibold group-has-[#pricing-plan-basic:checked]/pricing:text-brand-800"
                >
                  Basic
                </th>
                <th
                  scope="col"
                  className="w-40 px-6 py-4 text-center font-semibold group-has-[#pricing-plan-pro:checked]/pricing:text-brand-800"
                >
                  Pro
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {AUDIENCE_ROWS.flatMap(({ audience, rows, row: shown }) =>
                rows.map((row) => (
                  <tr key={`${audience}-${row.name}`} className={shown}>
                    <th scope="row" className="px-6 py-4 font-normal">
                      <span className="block font-semibold text-ink">{row.name}</span>
                      <span className="block text-sm text-slate-600">{row.description}</span>
                    </th>
                    {plans.map((plan) => (
                      <td key={plan.id} className="px-6 py-4 text-center">
                        <FeatureValueCell value={row[plan.id]} />
                      </td>
                    ))}
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
        <ul className="mt-8 grid gap-4 md:hidden" data-testid="feature-list">
          {AUDIENCE_ROWS.flatMap(({ audience, rows, item: shown }) =>
            rows.map((row) => (
              <li
                key={`${audience}-${row.name}`}
                className={`${shown} rounded-2xl border border-slate-200 bg-white p-5`}
              >
                <h3 className="font-semibold text-ink">{row.name}</h3>
                <p className="mt-1 text-sm text-slate-600">{row.description}</p>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  {plans.map((plan) => (
                    <div
                      key={plan.id}
                      className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2"
                    >
                      <dt className="text-slate-600">{plan.name}</dt>
                      <dd>
                        <FeatureValueCell value={row[plan.id]} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            )),
          )}
        </ul>
      </section>
    </div>
  );
}

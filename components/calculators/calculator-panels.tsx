import type { ReactNode } from "react";
import { CALCULATOR_FORM } from "./calculator-form";
import { ShareLinkButton } from "./share-link-button";
import { SliderFields } from "./slider-field";
import type { CalculatorState } from "./use-calculator-inputs";
import { useHydrated } from "@/components/ui/use-hydrated";

const panelClass = "rounded-3xl border border-slate-200/80 bg-white p-5 shadow-[0_8px_30px_rgb(15_23_42/0.06)] sm:p-7";

interface CalculatorShellProps<T extends object> {
  state: CalculatorState<T>;
  /** In the input panel: choices above the sliders, and anything below them (a chart). */
  beforeSliders?: ReactNode;
  afterSliders?: ReactNode;
  /** One sentence with the headline figures, announced politely as inputs change. */
  announcement: string;
  /** Under both panels, full width (the EMI schedule). */
  below?: ReactNode;
  /** The result panel's content. */
  children: ReactNode;
}

/**
 * Every calculator's layout: its inputs beside its result, with the share button on the result. Only ever
 * rendered inside the client calculators, so it may use hooks.
 */
export function CalculatorShell<T extends object>({
  state,
  beforeSliders,
  afterSliders,
  announcement,
  below,
  children,
}: CalculatorShellProps<T>) {
  const hydrated = useHydrated();
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="start-calculation" className={panelClass}>
          <h2 id="start-calculation" className="text-lg font-bold text-ink">
            Start calculation
          </h2>
          <div className="mt-6 space-y-7">
            {beforeSliders}
            <SliderFields fields={state.fields} inputs={state.inputs} setInputs={state.setInputs} />
            {/* Without JavaScript the figures are worked out on the server (./calculator-form.ts). */}
            <noscript>
              <button
                type="submit"
                form={CALCULATOR_FORM}
                className="inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Calculate
              </button>
            </noscript>
            {afterSliders}
          </div>
        </section>
        <section aria-labelledby="your-result" data-hydrated={hydrated} className={`${panelClass} lg:sticky lg:top-24`}>
          <div className="flex items-center justify-between gap-3">
            <h2 id="your-result" className="text-lg font-bold text-ink">
              Your result
            </h2>
            <ShareLinkButton query={state.query} />
          </div>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <div className="mt-6 space-y-6">{children}</div>
        </section>
      </div>
      {below}
    </>
  );
}

export interface SummaryRow {
  label: string;
  value: string;
  /** Shown larger, in the brand colour: the figure the calculator exists for. */
  highlight?: boolean;
  testId?: string;
}

export function ResultSummary({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-2xl bg-slate-50 px-4">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-3" data-testid={row.testId}>
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd
            className={
              row.highlight
                ? "text-right text-lg font-bold text-brand-700 tabular-nums"
                : "text-right text-sm font-semibold text-ink tabular-nums"
            }
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  /** Its query key: what the page submits without JavaScript. */
  name: string;
  value: T;
  options: readonly T[];
  placeholder?: string;
  onValueChange: (value: T) => void;
}

export function SelectField<T extends string>({
  label,
  name,
  value,
  options,
  placeholder,
  onValueChange,
}: SelectFieldProps<T>) {
  return (
    <label className="block space-y-2">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <select
        name={name}
        form={CALCULATOR_FORM}
        value={value}
        onChange={(event) => onValueChange(event.target.value as T)}
        className="h-11 w-full rounded-xl border border-slate-200 bg-white px-3 text-sm font-medium text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

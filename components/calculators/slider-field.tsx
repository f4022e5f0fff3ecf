"use client";

import { useId, useState, type CSSProperties } from "react";
import { commitOnBlur, isFractionalStep, parseTypedValue, type SliderField as Field } from "@/lib/calculators/shared";
import { formatFieldValue, unitAffixes } from "./format";
import { CALCULATOR_FORM } from "./calculator-form";
import styles from "./slider-field.module.css";

interface SliderFieldProps {
  field: Field;
  value: number;
  onValueChange: (value: number) => void;
}

/** Keeps only what the box may hold: digits, and one decimal point when the step is fractional. */
function sanitise(text: string, fractional: boolean): string {
  if (!fractional) return text.replace(/\D/g, "");
  const cleaned = text.replace(/[^\d.]/g, "");
  const dot = cleaned.indexOf(".");
  return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, "");
}

export function SliderField({ field, value, onValueChange }: SliderFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const rangeHintId = `${id}-range`;
  // While the box is being edited it shows what was typed; otherwise it mirrors the value.
  const [draft, setDraft] = useState<string | null>(null);
  const fractional = isFractionalStep(field.step);
  const { prefix, suffix } = unitAffixes(field);
  const fill = ((value - field.min) / (field.max - field.min)) * 100;

  function commit() {
    if (draft === null) return;
    onValueChange(commitOnBlur(draft, value, field));
    setDraft(null);
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <label id={labelId} htmlFor={`${id}-slider`} className="text-sm font-medium text-slate-700">
          {field.label}
        </label>
        <div className="flex h-10 w-36 shrink-0 items-center rounded-xl border border-slate-200 bg-brand-50/60 px-3 text-sm font-semibold text-brand-800 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20">
          {prefix ? <span aria-hidden="true">{prefix}</span> : null}
          {/* The typed box is what a page without JavaScript submits (./calculator-form.ts). */}
          <input
            type="text"
            name={field.key}
            form={CALCULATOR_FORM}
            inputMode={fractional ? "decimal" : "numeric"}
            autoComplete="off"
            aria-labelledby={labelId}
            aria-describedby={rangeHintId}
            className="w-full min-w-0 bg-transparent px-1 text-right tabular-nums outline-none"
            value={draft ?? String(value)}
            onChange={(event) => {
              const text = sanitise(event.target.value, fractional);
              setDraft(text);
              const typed = parseTypedValue(text, field);
              if (typed !== null) onValueChange(typed);
            }}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit();
            }}
          />
          {suffix ? (
            <span aria-hidden="true" className="text-xs font-medium text-slate-500">
              {suffix}
            </span>
          ) : null}
        </div>
      </div>
      <input
        id={`${id}-slider`}
        type="range"
        min={field.min}
        max={field.max}
        step={field.step}
        value={value}
        aria-valuetext={formatFieldValue(field, value)}
        aria-describedby={rangeHintId}
        // Without JavaScript a slider would move and change nothing: the typed boxes are the inputs then.
        className={`${styles.range} noscript:hidden`}
        style={{ "--fill": `${Math.min(100, Math.max(0, fill))}%` } as CSSProperties}
        onChange={(event) => {
          setDraft(null);
          onValueChange(Number(event.target.value));
        }}
      />
      <p id={rangeHintId} className="flex justify-between text-xs text-slate-500">
        <span>{formatFieldValue(field, field.min)}</span>
        <span className="sr-only"> to </span>
        <span>{formatFieldValue(field, field.max)}</span>
      </p>
    </div>
  );
}

/** One linked slider and text box per field, writing into the calculator's inputs. */
export function SliderFields<T extends object>({
  fields,
  inputs,
  setInputs,
}: {
  fields: readonly Field[];
  inputs: T;
  setInputs: (update: (current: T) => T) => void;
}) {
  const values = inputs as Record<string, unknown>;
  return fields.map((field) => (
    <SliderField
      key={field.key}
      field={field}
      value={typeof values[field.key] === "number" ? (values[field.key] as number) : field.default}
      onValueChange={(value) => setInputs((current) => ({ ...current, [field.key]: value }))}
    />
  ));
}

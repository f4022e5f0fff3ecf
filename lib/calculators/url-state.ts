import { snapToStep, type SliderField } from "./shared";

/** The subset of URLSearchParams that reading needs (also what Next's ReadonlyURLSearchParams offers). */
export interface QueryReader {
  get(name: string): string | null;
}

/** A decimal number as a person or a link writes it, with an exponent at most ("1e6"). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Choice inputs (selects) that live beside the sliders: allowed values per key. */
export type ChoiceSpec = Readonly<Record<string, readonly string[]>>;

/**
 * Reads a calculator's inputs from a query string. A missing or non-numeric slider value
 * falls back to its default; anything else is clamped into range and snapped to the step,
 * so a hand-edited link can never put the page in a state the sliders could not reach.
 * A choice outside its allowed values falls back to the default too.
 */
export function readInputs<T extends object>(
  query: QueryReader,
  fields: readonly SliderField[],
  defaults: T,
  choices: ChoiceSpec = {},
): T {
  const result = { ...defaults } as Record<string, unknown>;
  for (const [key, allowed] of Object.entries(choices)) {
    const raw = query.get(key);
    if (raw !== null && allowed.includes(raw)) result[key] = raw;
  }
  for (const field of fields) {
    // As a person writes it in the form without JavaScript: "25,00,000" or "₹ 4,60,000" is 2500000 and
    // 460000, not the default; a decimal number only ("0x10" is not 16).
    const raw = query.get(field.key)?.replace(/[\s,₹]/g, "");
    if (!raw || !DECIMAL.test(raw)) continue;
    const value = Number(raw);
    if (Number.isFinite(value)) result[field.key] = snapToStep(value, field);
  }
  return result as T;
}

/** Writes every input (choices first, then sliders in panel order) as a query string. */
export function writeInputs<T extends object>(
  inputs: T,
  fields: readonly SliderField[],
  choices: ChoiceSpec = {},
): string {
  const params = new URLSearchParams();
  const values = inputs as Record<string, unknown>;
  for (const key of Object.keys(choices)) {
    const value = values[key];
    if (typeof value === "string" && value !== "") params.set(key, value);
  }
  for (const field of fields) {
    const value = values[field.key];
    if (typeof value === "number" && Number.isFinite(value)) params.set(field.key, String(value));
  }
  return params.toString();
}

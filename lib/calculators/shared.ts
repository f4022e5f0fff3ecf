export type FieldUnit = "rupees" | "percent" | "months" | "years" | "days" | "people";

export interface SliderField<K extends string = string> {
  key: K;
  label: string;
  min: number;
  max: number;
  step: number;
  default: number;
  unit?: FieldUnit;
}

/** The inputs a calculator opens with: each slider's default, so a default is written in one place. */
export function defaultsOf<const F extends readonly SliderField[]>(fields: F): Record<F[number]["key"], number> {
  return Object.fromEntries(fields.map((field) => [field.key, field.default])) as Record<F[number]["key"], number>;
}

/** Upper bound on any month-by-month loop, so absurd inputs cannot hang the page. */
export const MAX_MONTHS = 1200;

export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Turns NaN/±Infinity into 0 so a bad input can never leak NaN into a result. */
export function finiteOr0(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * Rounds half away from zero to 2 decimals. Shifting the decimal point in the number's
 * shortest text form (rather than multiplying by 100) keeps cases such as 1.005 — stored
 * as 1.00499999… — rounding the way they read.
 */
export function roundToPaise(x: number): number {
  if (!Number.isFinite(x)) return 0;
  const abs = Math.abs(x);
  if (abs < 0.001) return 0; // well under half a paisa; also keeps String(abs) out of exponent form
  if (abs * 100 >= Number.MAX_SAFE_INTEGER) return x; // too large to carry paise at all
  const rounded = Number(`${Math.round(Number(`${abs}e2`))}e-2`);
  return Math.sign(x) * rounded || 0; // `|| 0` turns -0 into 0
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

export function isFractionalStep(step: number): boolean {
  return !Number.isInteger(step);
}

/**
 * Text-box rule while typing: only digits, plus one decimal point when the field's
 * step is fractional. A value outside min..max does not apply yet (null), so the
 * slider keeps its last valid position until the box is committed on blur.
 */
export function parseTypedValue(text: string, field: SliderField): number | null {
  const trimmed = text.trim();
  const pattern = isFractionalStep(field.step) ? /^(\d+\.?\d*|\.\d+)$/ : /^\d+$/;
  if (!pattern.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < field.min || value > field.max) return null;
  return value;
}

/** Snaps to the slider grid (counted from min, like <input type="range">) and stays in range. */
export function snapToStep(value: number, field: SliderField): number {
  const clamped = clamp(value, field.min, field.max);
  const steps = Math.round((clamped - field.min) / field.step);
  const snapped = field.min + steps * field.step;
  const decimals = Math.max(decimalsOf(field.step), decimalsOf(field.min));
  return clamp(Number(snapped.toFixed(decimals)), field.min, field.max);
}

/**
 * Text-box rule on blur: a non-numeric entry reverts to `previous`; any number
 * (even out of range or off-grid) is clamped into range and snapped to the step.
 */
export function commitOnBlur(text: string, previous: number, field: SliderField): number {
  const trimmed = text.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return previous;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return previous;
  return snapToStep(value, field);
}

/**
 * Keeps at most `maxPoints` evenly spaced points, always including the first and
 * last, so long month-by-month series stay light for charts.
 */
export function downsample<T>(points: readonly T[], maxPoints = 120): T[] {
  if (points.length <= maxPoints || maxPoints < 2) return points.slice();
  const result: T[] = [];
  const last = points.length - 1;
  for (let i = 0; i < maxPoints; i += 1) {
    const point = points[Math.round((i * last) / (maxPoints - 1))];
    if (point !== undefined) result.push(point);
  }
  return result;
}

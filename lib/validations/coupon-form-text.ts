import { z } from "zod";
import { type CouponFields, type StoredDates, buildCouponSchema, couponUpdateSchema } from "./coupon";

/**
 * What a form's controls or a CSV row hold, as the API schema takes it: prices as text ("" is not
 * given), one category as a bare string, the version as text. Only forms and imports use this; the
 * JSON API takes numbers and lists, as its document says.
 */
type CouponFormText = Partial<Record<keyof CouponFields, unknown>>;
/** An edit also names the coupon and the version it was opened with. */
type CouponEditText = CouponFormText & { id?: unknown; version?: unknown };

/**
 * A number as a person types it in a form or a spreadsheet: "1,499", "₹999", "Rs. 1,00,000", "1 499.50"
 * (issue 49 m2). The rupee sign and grouping commas and spaces go; anything else that is not a number
 * stays NaN, which the schema names as not a number.
 */
export function numberFromText(text: string): number | undefined {
  const bare = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/[\s,\u00a0]/g, "");
  if (bare === "") return text.trim() === "" ? undefined : Number.NaN;
  return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : Number.NaN;
}

function fromFormText<T extends CouponFormText>(value: T): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const form: Record<string, unknown> = { ...value };
  for (const key of ["actualPricing", "discountedPrice", "claimCap", "version"]) {
    const text = form[key];
    if (typeof text === "string") form[key] = numberFromText(text);
  }
  // An empty cell or control is "not chosen", the default (decision 563); other text is the enum's.
  if (typeof form.capCounts === "string") form.capCounts = form.capCounts.trim().toLowerCase() || undefined;
  if (typeof form.category === "string") form.category = [form.category];
  return form;
}

export const buildCouponFormSchema = (today?: () => string, stored?: StoredDates) =>
  z.preprocess(fromFormText<CouponFormText>, buildCouponSchema(today, stored));
export const couponFormSchema = buildCouponFormSchema();

/**
 * A re-imported CSV row that names its coupon by id (decision 560): an edit's rules, with its dates
 * checked against the stored row by the import (`storedDateIssues`), as the API's edit is.
 */
export const buildCouponReimportSchema = (today?: () => string) =>
  z.preprocess(fromFormText<CouponFormText>, buildCouponSchema(today, "later"));
export const couponUpdateFormSchema = z.preprocess(fromFormText<CouponEditText>, couponUpdateSchema);

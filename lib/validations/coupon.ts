import { z } from "zod";
import { isCalendarDay, todayInIndia } from "./calendar-day";
import { couponCategories } from "./coupon-categories";
import { multiLineText, singleLineText } from "./text";

// The coupon form (spec 5): one schema for the react-hook-form resolver, the server actions and the
// API. Prices are rupees here; the data layer stores paise. "Today" is read when a value is parsed, so
// a long-open form still checks against the real date.

export { couponCategories, type CouponCategory } from "./coupon-categories";

export const COUPON_MESSAGES = {
  title: "Title is required",
  brand: "Brand is required",
  link: "Please enter a valid URL",
  category: "At least one category is required",
  description: "Description is required",
  startDate: "Start date is required",
  expiryDate: "Expire date is required",
  image: "Coupon Image is required",
  discountAboveActual: "Discounted price cannot be greater than actual price",
  startInPast: "Start date cannot be in the past",
  expiryInPast: "Expire date cannot be in the past",
  expiryBeforeStart: "Expire date must be after start date",
  price: "Price must be greater than 0",
  discountedPrice: "Discounted price must be greater than 0",
  invalidDate: "Please enter a valid date (YYYY-MM-DD)",
} as const;

export const COUPON_LIMITS = { title: 200, brand: 120, link: 2048, code: 64, description: 5000, maxRupees: 1e9 };

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * An http(s) link as a browser would send it (punycode host, percent-encoded path and query), or null.
 * Stored and redirected to in this form: a Location header must be ASCII (decision 810).
 */
export function normaliseLink(value: string): string | null {
  if (!HTTP_URL.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const required = (message: string, max: number, multiline = false) =>
  z.string(message).pipe((multiline ? multiLineText() : singleLineText()).min(1, message).max(max));

/** An empty box, null or a missing key means "not given"; a FormData string becomes a number. */
const rupees = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v),
    z.number(message).finite(message).gt(0, message).max(COUPON_LIMITS.maxRupees, message).optional(),
  );

const day = (message: string) =>
  z.string(message).trim().min(1, message).refine(isCalendarDay, COUPON_MESSAGES.invalidDate);

/** An uploaded image: our own upload path or an http(s) URL; never javascript:, data: or //host. */
export const uploadedImageUrl = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(COUPON_LIMITS.link, message)
    .refine((v) => HTTP_URL.test(v) || /^\/(?!\/)[\w\-./]+$/.test(v), message);

const fields = z.object({
  title: required(COUPON_MESSAGES.title, COUPON_LIMITS.title),
  brand: required(COUPON_MESSAGES.brand, COUPON_LIMITS.brand),
  link: z
    .string(COUPON_MESSAGES.link)
    .trim()
    .max(COUPON_LIMITS.link, COUPON_MESSAGES.link)
    .regex(HTTP_URL, COUPON_MESSAGES.link)
    .transform((value, ctx) => {
      const link = normaliseLink(value);
      if (link === null) ctx.addIssue({ code: "custom", message: COUPON_MESSAGES.link });
      return link ?? value;
    })
    .pipe(z.string().max(COUPON_LIMITS.link, COUPON_MESSAGES.link)),
  code: z.preprocess(
    (v) => (v === null ? undefined : v),
    singleLineText().pipe(z.string().max(COUPON_LIMITS.code)).optional(),
  ),
  actualPricing: rupees(COUPON_MESSAGES.price),
  discountedPrice: rupees(COUPON_MESSAGES.discountedPrice),
  category: z.preprocess(
    (v) => (typeof v === "string" ? [v] : v),
    z
      .array(z.enum(couponCategories, COUPON_MESSAGES.category), COUPON_MESSAGES.category)
      .min(1, COUPON_MESSAGES.category)
      .transform((list) => [...new Set(list)]),
  ),
  startDate: day(COUPON_MESSAGES.startDate),
  expiryDate: day(COUPON_MESSAGES.expiryDate),
  description: required(COUPON_MESSAGES.description, COUPON_LIMITS.description, true),
  image: uploadedImageUrl(COUPON_MESSAGES.image),
});

type Fields = z.output<typeof fields>;

/** The coupon's fields in the form's and the CSV's order (spec 3). */
export const COUPON_FIELDS = Object.keys(fields.shape) as (keyof Fields)[];

/** The cross-field rules; `today` is a parameter so tests can pin the date. */
export function couponRules(value: Fields, ctx: z.RefinementCtx, today = todayInIndia()) {
  const issue = (path: keyof Fields, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const { actualPricing, discountedPrice, startDate, expiryDate } = value;
  if (actualPricing !== undefined && discountedPrice !== undefined && discountedPrice > actualPricing)
    issue("discountedPrice", COUPON_MESSAGES.discountAboveActual);
  if (startDate < today) issue("startDate", COUPON_MESSAGES.startInPast);
  if (expiryDate < today) issue("expiryDate", COUPON_MESSAGES.expiryInPast);
  else if (expiryDate <= startDate) issue("expiryDate", COUPON_MESSAGES.expiryBeforeStart);
}

/** The coupon form, create and edit alike (an edit keeps its image URL, so an empty one is missing). */
export function buildCouponSchema(today: () => string = () => todayInIndia()) {
  return fields.superRefine((value, ctx) => couponRules(value, ctx, today()));
}

export const couponSchema = buildCouponSchema();
export type CouponInput = z.input<typeof couponSchema>;
export type CouponValues = z.output<typeof couponSchema>;

/** An edit names the version it read (optimistic concurrency, decision 501). */
export function buildCouponUpdateSchema(today?: () => string) {
  return fields
    .extend({ version: z.coerce.number("Reload the coupon and try again").int().positive() })
    .superRefine((value, ctx) => couponRules(value, ctx, today?.()));
}

export const couponUpdateSchema = buildCouponUpdateSchema();
export type CouponUpdateValues = z.output<typeof couponUpdateSchema>;

export const couponIdSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
});

export const couponSearchSchema = z.object({
  search: singleLineText().pipe(z.string().max(100)).optional(),
  cursor: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w-]*$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** GET /api/v1/coupon/listed: the search, a page size per tab, and where each tab's page starts. */
export const groupedCouponsQuerySchema = z.object({
  search: couponSearchSchema.shape.search,
  limit: couponSearchSchema.shape.limit,
  listedCursor: couponSearchSchema.shape.cursor,
  livedCursor: couponSearchSchema.shape.cursor,
  expiredCursor: couponSearchSchema.shape.cursor,
});

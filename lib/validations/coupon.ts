import { z } from "zod";
import { isCalendarDay, todayInIndia } from "@/lib/model/calendar-day";
import { couponCategories } from "@/lib/model/coupon-categories";
import { CAP_COUNTS } from "@/lib/model/coupon-view";
import { COUPON_LIMITS, COUPON_MESSAGES } from "./coupon-messages";
import { oneOf, requiredText, searchText, singleLineText } from "./text";

// The coupon (spec 5): one schema for the JSON API, its OpenAPI document and the server actions; forms
// and CSV rows reach it through the adapter in coupon-form-text.ts.
// Prices are rupees here; the data layer stores paise. "Today" is read when a value is parsed, so a
// long-open form still checks against the real date.

// Case spelled out rather than the `i` flag: a JSON Schema pattern has no flags, and the document shows this one.
const HTTP_URL = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/$.?#][^\s]*$/;
const HTTPS_URL = /^[Hh][Tt][Tt][Pp][Ss]:\/\/[^\s/$.?#][^\s]*$/;
/** A path on this site; which paths an image may name is the operation's check (lib/data/uploads.ts). */
const SITE_PATH = /^\/(?!\/)[\w\-./]+$/;

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

/** Rupees; null or a missing key means "not given" (a coupon read sends null back). */
const rupees = (message: string, tooHigh: string, notNumber: string, paise: string) =>
  z
    .number(notNumber)
    .gt(0, message)
    .max(COUPON_LIMITS.maxRupees, tooHigh)
    // Stored as paise: 999.999 is refused rather than silently stored as 1000 (issue 49 m19).
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, paise)
    .nullish()
    .transform((v) => v ?? undefined);

const day = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: COUPON_MESSAGES.invalidDate, abort: true })
    .refine(isCalendarDay, COUPON_MESSAGES.invalidDate)
    .meta({ format: "date" });

/**
 * An uploaded image: our own upload path or an https URL; never http: (the pages' CSP allows only https
 * images, issue 49 m5), javascript:, data: or //host. `invalid` is what a value that is there but
 * unusable gets; `message` what a missing one gets. A new site path must be one of the partner's own
 * uploads, never another path (`/go/{id}` would count a click for every phone showing it, SECURITY row
 * 35): `refusedImages()` in lib/data/uploads.ts.
 */
export const uploadedImageUrl = (message: string, tooLong = message, invalid = message) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(COUPON_LIMITS.link, tooLong)
    // An empty value is only "required", once (issue 49 m4's doubled message).
    .refine((v) => v === "" || HTTPS_URL.test(v) || SITE_PATH.test(v), invalid);

const fields = z.object({
  title: requiredText(COUPON_MESSAGES.title, COUPON_LIMITS.title, COUPON_MESSAGES.titleTooLong),
  brand: requiredText(COUPON_MESSAGES.brand, COUPON_LIMITS.brand, COUPON_MESSAGES.brandTooLong),
  link: z
    .string(COUPON_MESSAGES.link)
    .trim()
    .max(COUPON_LIMITS.link, COUPON_MESSAGES.linkTooLong)
    .regex(HTTP_URL, COUPON_MESSAGES.link)
    .transform((value, ctx) => {
      const link = normaliseLink(value);
      if (link === null) ctx.addIssue({ code: "custom", message: COUPON_MESSAGES.link });
      return link ?? value;
    })
    .pipe(z.string().max(COUPON_LIMITS.link, COUPON_MESSAGES.linkTooLong)),
  code: singleLineText()
    .max(COUPON_LIMITS.code, COUPON_MESSAGES.codeTooLong)
    .nullish()
    .transform((v) => v ?? undefined),
  actualPricing: rupees(
    COUPON_MESSAGES.price,
    COUPON_MESSAGES.priceTooHigh,
    COUPON_MESSAGES.priceNotNumber,
    COUPON_MESSAGES.pricePaise,
  ),
  discountedPrice: rupees(
    COUPON_MESSAGES.discountedPrice,
    COUPON_MESSAGES.discountedPriceTooHigh,
    COUPON_MESSAGES.discountedPriceNotNumber,
    COUPON_MESSAGES.discountedPricePaise,
  ),
  // The length first, and nothing else when it is too long: a list of thousands of unknown names would
  // otherwise answer a message for each (a 32 KB body made a 1.5 MB error).
  category: z
    // Missing is the spec's "required"; there but not a list (`"Fashion"`) says what a list looks like.
    .array(z.unknown(), {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? COUPON_MESSAGES.category : COUPON_MESSAGES.categoryNotList,
    })
    .max(couponCategories.length, COUPON_MESSAGES.categoryTooMany)
    .pipe(z.array(oneOf(couponCategories, "category")).min(1, COUPON_MESSAGES.category))
    .transform((list) => [...new Set(list)])
    // What the document shows a client: the list's own items, not the length check's unknown ones.
    .meta({ items: { type: "string", enum: [...couponCategories] }, minItems: 1 }),
  startDate: day(COUPON_MESSAGES.startDate),
  expiryDate: day(COUPON_MESSAGES.expiryDate),
  description: requiredText(
    COUPON_MESSAGES.description,
    COUPON_LIMITS.description,
    COUPON_MESSAGES.descriptionTooLong,
    {
      multiline: true,
    },
  ),
  image: uploadedImageUrl(COUPON_MESSAGES.image, COUPON_MESSAGES.imageTooLong, COUPON_MESSAGES.imageInvalid),
  /** How many app users may claim it (decision 547); missing or null: no cap. */
  claimCap: z
    .number(COUPON_MESSAGES.claimCap)
    .int(COUPON_MESSAGES.claimCap)
    .min(1, COUPON_MESSAGES.claimCap)
    .max(COUPON_LIMITS.maxClaimCap, COUPON_MESSAGES.claimCap)
    .nullish()
    .transform((v) => v ?? undefined),
  /** What the cap counts (decision 563); missing or null: claims, as before the choice existed. */
  capCounts: oneOf(CAP_COUNTS, "capCounts")
    .nullish()
    .transform((v) => v ?? undefined)
    .meta({
      description:
        "What claimCap counts: claims (the default) or redemptions (codes redeemed; claims stay open until that many codes are redeemed).",
    }),
});

type Fields = z.output<typeof fields>;
export type CouponFields = Fields;

/** The coupon's fields in the form's and the CSV's order (spec 3). */
export const COUPON_FIELDS = Object.keys(fields.shape) as (keyof Fields)[];

type Issue = { path: [keyof Fields]; message: string };

/** The dates of a coupon as stored: what an edit may change depends on them (decision 545). */
export type StoredDates = { startDate: string; expiryDate: string };

/**
 * The date rules of an edit against the coupon as stored: a live one (started, not expired) keeps its
 * start and may only run longer; any other still needs a start from today on.
 */
export function storedDateIssues(value: StoredDates, stored: StoredDates, today: string): Issue[] {
  const live = stored.startDate <= today && stored.expiryDate >= today;
  if (!live) return value.startDate < today ? [{ path: ["startDate"], message: COUPON_MESSAGES.startInPast }] : [];
  const issues: Issue[] = [];
  if (value.startDate !== stored.startDate)
    issues.push({ path: ["startDate"], message: COUPON_MESSAGES.liveStartFixed });
  if (value.expiryDate < stored.expiryDate)
    issues.push({ path: ["expiryDate"], message: COUPON_MESSAGES.liveExpiryEarlier });
  return issues;
}

/**
 * The cross-field rules; `today` is a parameter so tests can pin the date. With `stored` (an edit),
 * the start is checked against the stored dates instead; with `stored: "later"` (the API's edit,
 * whose stored row the data layer reads) it is left to `storedDateIssues` there.
 */
export function couponRules(
  value: Fields,
  ctx: z.RefinementCtx,
  today = todayInIndia(),
  stored?: StoredDates | "later",
) {
  const issue = (path: keyof Fields, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const { actualPricing, discountedPrice, startDate, expiryDate } = value;
  // Only between two valid prices: -100 and -50 get "must be greater than 0", not this too (issue 49 m4).
  const price = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v > 0;
  if (price(actualPricing) && price(discountedPrice) && discountedPrice > actualPricing)
    issue("discountedPrice", COUPON_MESSAGES.discountAboveActual);
  if (stored === undefined) {
    if (startDate < today) issue("startDate", COUPON_MESSAGES.startInPast);
  } else if (stored !== "later") {
    for (const { path, message } of storedDateIssues(value, stored, today)) issue(path[0], message);
  }
  if (expiryDate < today) issue("expiryDate", COUPON_MESSAGES.expiryInPast);
  else if (expiryDate <= startDate) issue("expiryDate", COUPON_MESSAGES.expiryBeforeStart);
}

/**
 * The cross-field rules run whenever both dates are valid days, whatever else is wrong: a person sees
 * every message at once rather than the date rules after the rest is fixed (issue 49 m3). The price
 * rule in couponRules checks its own values.
 */
const RULES_WHEN = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => issue.path?.[0] === "startDate" || issue.path?.[0] === "expiryDate"),
};

/**
 * The coupon form, create and edit alike (an edit keeps its image URL, so an empty one is missing);
 * an edit's form passes the coupon's stored dates, a re-imported row "later" (the import checks them).
 */
export function buildCouponSchema(today: () => string = () => todayInIndia(), stored?: StoredDates | "later") {
  return fields.superRefine((value, ctx) => couponRules(value, ctx, today(), stored), RULES_WHEN);
}

export const couponSchema = buildCouponSchema();
export type CouponInput = z.input<typeof couponSchema>;
export type CouponValues = z.output<typeof couponSchema>;

// A version is a PostgreSQL integer: one past its largest was a 500 from the database, not a 400.
const versionSchema = z
  .number("Reload the coupon and try again")
  .int("Reload the coupon and try again")
  .positive("Reload the coupon and try again")
  .max(2_147_483_647, "Reload the coupon and try again");

/**
 * An edit names the version it read (optimistic concurrency, decision 501); its start date is checked
 * against the stored row by the data layer (`storedDateIssues`, decision 545).
 */
export function buildCouponUpdateSchema(today?: () => string) {
  return fields
    .extend({ version: versionSchema })
    .superRefine((value, ctx) => couponRules(value, ctx, today?.(), "later"), RULES_WHEN);
}

export const couponUpdateSchema = buildCouponUpdateSchema();
export type CouponUpdateValues = z.output<typeof couponUpdateSchema>;

/**
 * The API's PATCH body, a JSON Merge Patch (RFC 7396, issue 51): any of the fields, each checked by its
 * own rule (the same messages as create); `null` clears an optional field (code, prices, claimCap), and a
 * field left out keeps its stored value. `version`, when sent, is the version read (409 if it moved on).
 * The merged coupon is then checked whole by couponUpdateSchema (lib/coupons/coupon-patch.ts).
 */
export const couponPatchSchema = fields.partial().extend({ version: versionSchema.optional() }).meta({
  description:
    "A JSON Merge Patch (RFC 7396): only the fields sent change; null clears code, actualPricing, discountedPrice or claimCap (and sets capCounts back to claims); a field left out keeps its value.",
});
export type CouponPatch = z.input<typeof couponPatchSchema>;

export const couponIdSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
});

const LIMIT_MESSAGE = "Limit must be a whole number from 1 to 100.";
export const CURSOR_MESSAGE = "Cursor is not valid: send back a cursor this API gave you.";

/** The Listing Page's orders (decision 559): newest first, ending soonest, most claimed. */
export const COUPON_SORTS = ["newest", "ending", "claimed"] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
/** The states the Listing Page filters by: the badges' words (lib/model/coupon-view.ts, CouponState). */
export const COUPON_STATE_FILTERS = ["live", "listed", "paused", "claimed", "expired"] as const;

export const couponSearchSchema = z.object({
  search: searchText().optional(),
  state: oneOf(COUPON_STATE_FILTERS, "state").optional(),
  category: oneOf(couponCategories, "category").optional(),
  sort: oneOf(COUPON_SORTS, "sort").optional(),
  cursor: z
    .string()
    .trim()
    .max(128, CURSOR_MESSAGE)
    .regex(/^[\w-]*$/, CURSOR_MESSAGE)
    .optional(),
  limit: z.coerce.number(LIMIT_MESSAGE).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(100, LIMIT_MESSAGE).optional(),
});

/**
 * GET /api/v1/offers: the feed is newest first and live only, so it takes the search, a category and the
 * page; a state or a sort would be ignored (and would split the shared cache), so they are not read.
 */
export const publicOffersQuerySchema = couponSearchSchema.pick({
  search: true,
  category: true,
  cursor: true,
  limit: true,
});

/** GET /api/v1/coupon/listed: the search, a page size per tab, and where each tab's page starts. */
export const groupedCouponsQuerySchema = z.object({
  search: couponSearchSchema.shape.search,
  limit: couponSearchSchema.shape.limit,
  listedCursor: couponSearchSchema.shape.cursor,
  livedCursor: couponSearchSchema.shape.cursor,
  expiredCursor: couponSearchSchema.shape.cursor,
});

import type { CouponView } from "@/lib/model/coupon-view";
import { COUPON_FIELDS } from "@/lib/validations/coupon";

/** What the coupon form's controls hold: text everywhere (prices too), categories as a list. */
export type CouponFormValues = {
  title: string;
  brand: string;
  link: string;
  code: string;
  actualPricing: string;
  discountedPrice: string;
  category: string[];
  startDate: string;
  expiryDate: string;
  description: string;
  image: string;
  claimCap: string;
  /** What the claim limit counts (decision 563): "claims" or "redemptions". */
  capCounts: string;
};

export const COUPON_FORM_FIELDS: readonly (keyof CouponFormValues)[] = COUPON_FIELDS;

export const emptyCouponForm: CouponFormValues = {
  title: "",
  brand: "",
  link: "",
  code: "",
  actualPricing: "",
  discountedPrice: "",
  category: [],
  startDate: "",
  expiryDate: "",
  description: "",
  image: "",
  claimCap: "",
  capCounts: "claims",
};

const price = (value: number | null) => (value === null ? "" : String(value));

/** An edit opens prefilled with the coupon as the server last answered it. */
export function formValuesOf(coupon: CouponView): CouponFormValues {
  return {
    title: coupon.title,
    brand: coupon.brand,
    link: coupon.link,
    code: coupon.code ?? "",
    actualPricing: price(coupon.actualPricing),
    discountedPrice: price(coupon.discountedPrice),
    category: coupon.category,
    startDate: coupon.startDate,
    expiryDate: coupon.expiryDate,
    description: coupon.description,
    image: coupon.image,
    claimCap: coupon.claimCap === null ? "" : String(coupon.claimCap),
    capCounts: coupon.capCounts,
  };
}

/**
 * An edit refused as stale, carried on (issue 49 m27): what the person changed from the form they opened
 * is kept, every other field takes the coupon as stored now. `changedElsewhere` lists the fields the
 * other save changed, `kept` those of them the person changed too (their value wins).
 */
export function mergeStale(opened: CouponView, latest: CouponView, typed: CouponFormValues) {
  const before = formValuesOf(opened);
  const now = formValuesOf(latest);
  const merged = { ...typed };
  const changedElsewhere: (keyof CouponFormValues)[] = [];
  const kept: (keyof CouponFormValues)[] = [];
  for (const name of COUPON_FORM_FIELDS) {
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    if (same(before[name], now[name])) continue;
    changedElsewhere.push(name);
    if (same(typed[name], before[name])) (merged as Record<string, unknown>)[name] = now[name];
    else kept.push(name);
  }
  return { values: merged, changedElsewhere, kept };
}

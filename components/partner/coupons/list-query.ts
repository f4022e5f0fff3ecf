import type { CouponSort } from "@/lib/validations/coupon";

/** The Listing Page's search, filters and sort as its address holds them (decision 559). */
export type ListQuery = { search: string; state: string; category: string; sort: CouponSort | "" };

/** The query's non-empty parts, as the address keeps them. */
export function listParams(query: Partial<ListQuery>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v)) as Record<string, string>;
}

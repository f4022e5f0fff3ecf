import { formatNumber } from "./rupees";

/** A count and its noun, plural unless the count is one, grouped the Indian way: "1 coupon", "1,200 coupons". */
export const countOf = (n: number, noun: string) => `${formatNumber(n)} ${noun}${n === 1 ? "" : "s"}`;

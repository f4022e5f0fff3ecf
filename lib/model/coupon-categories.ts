// Coupon categories: the fixed list of 12 a coupon may use.

/** The fixed list of 12 coupon categories. */
export const couponCategories = [
  "Fashion",
  "Accessories",
  "Beauty & Personal Care",
  "Electronics",
  "Software & Security",
  "Web Services",
  "Travel & Tourism",
  "Flights",
  "Rentals",
  "Food & Beverage",
  "Health & Wellness",
  "Entertainment",
] as const;

export type CouponCategory = (typeof couponCategories)[number];

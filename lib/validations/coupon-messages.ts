import { couponCategories } from "@/lib/model/coupon-categories";
import { tooLongMessage } from "./text";

// The coupon's limits and its messages (spec 5, issue 49), in one place for the schema, the form, the
// import and the data layer's refusals.

export const COUPON_LIMITS = {
  title: 200,
  brand: 120,
  link: 2048,
  code: 64,
  description: 5000,
  // Prices are stored as paise in 32-bit columns (at most 2,147,483,647 paise): 2 crore rupees fits.
  maxRupees: 20_000_000,
  maxClaimCap: 1_000_000,
};

export const COUPON_MESSAGES = {
  title: "Title is required",
  brand: "Brand is required",
  link: "Please enter a valid URL",
  category: "At least one category is required",
  categoryNotList: 'Categories must be a list, such as ["Fashion"]',
  categoryTooMany: `Choose at most ${couponCategories.length} categories`,
  description: "Description is required",
  startDate: "Start date is required",
  expiryDate: "Expire date is required",
  image: "Coupon Image is required",
  /** An image that is there but unusable (issue 49 m5, m20): not "is required". */
  imageInvalid: "Coupon Image must be an uploaded image or an https:// URL of a public website",
  discountAboveActual: "Discounted price cannot be greater than actual price",
  startInPast: "Start date cannot be in the past",
  expiryInPast: "Expire date cannot be in the past",
  expiryBeforeStart: "Expire date must be after start date",
  price: "Price must be greater than 0",
  discountedPrice: "Discounted price must be greater than 0",
  // A price that is not a number says so (issue 49 m2), rather than "must be greater than 0".
  priceNotNumber: "Price must be a number of rupees, like 1499 or 1,499.50",
  discountedPriceNotNumber: "Discounted price must be a number of rupees, like 999 or 1,499.50",
  pricePaise: "Price can have at most 2 decimal places",
  discountedPricePaise: "Discounted price can have at most 2 decimal places",
  invalidDate: "Please enter a valid date (YYYY-MM-DD)",
  liveStartFixed: "A live coupon keeps its start date",
  liveExpiryEarlier: "A live coupon's expiry can only move later",
  claimCap: "Claim limit must be a whole number from 1 to 10,00,000",
  // Over a limit, a field says its limit (issue 49 M2), never "… is required" nor zod's English.
  titleTooLong: tooLongMessage("Title", COUPON_LIMITS.title),
  brandTooLong: tooLongMessage("Brand", COUPON_LIMITS.brand),
  linkTooLong: tooLongMessage("Link", COUPON_LIMITS.link),
  codeTooLong: tooLongMessage("Code", COUPON_LIMITS.code),
  descriptionTooLong: tooLongMessage("Description", COUPON_LIMITS.description),
  imageTooLong: tooLongMessage("Coupon Image URL", COUPON_LIMITS.link),
  priceTooHigh: "Price must be at most 2,00,00,000",
  discountedPriceTooHigh: "Discounted price must be at most 2,00,00,000",
} as const;

/** A code another open coupon of the partner uses (issue 49 capability 5): the form, the API and the import. */
export const codeInUseMessage = (code: string, title: string) =>
  `Code ${code} is already used by your open coupon "${title}". Choose another code or end that coupon first.`;

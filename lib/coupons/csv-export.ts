import { toCsv } from "@/lib/format/csv";
import type { CouponView } from "@/lib/model/coupon-view";
import { IMPORT_COLUMNS } from "./csv-import";

// The coupons as the import reads them (decision 560): the same header, one coupon a row, `id` first, so
// a file exported, edited in a spreadsheet and imported again updates those coupons. Cells a spreadsheet
// would run as formulas get an apostrophe (lib/format/csv.ts), which the import takes off again.

const cellOf = (coupon: CouponView, column: (typeof IMPORT_COLUMNS)[number]) => {
  if (column === "category") return coupon.category.join("; ");
  const value = coupon[column];
  return value === null || value === undefined ? "" : value;
};

export function couponsCsv(coupons: CouponView[]): string {
  return toCsv([[...IMPORT_COLUMNS], ...coupons.map((c) => IMPORT_COLUMNS.map((column) => cellOf(c, column)))]);
}

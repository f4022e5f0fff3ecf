import { randomUUID } from "node:crypto";
import type pg from "pg";

/** Today in India as YYYY-MM-DD, the calendar the coupon dates use. */
export function indiaToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

export function dayOffset(days: number, from = indiaToday()): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type CouponRow = {
  id: string;
  title: string;
  brand: string;
  code: string | null;
  start: number;
  expiry: number;
  status?: "pending" | "claimed" | "Expired";
  views?: number;
  clicks?: number;
  categories?: string[];
  description?: string;
  /** Minutes before now, for the newest-first order. */
  age?: number;
};

/** Coupons straight in the database for one partner, dated by offsets in days from today in India. */
export async function insertCoupons(sql: pg.Pool, partnerId: string, rows: Partial<CouponRow>[]): Promise<CouponRow[]> {
  const made: CouponRow[] = [];
  for (const [i, row] of rows.entries()) {
    const coupon: CouponRow = {
      id: `e2ec${randomUUID().replaceAll("-", "")}`,
      title: `Coupon ${i + 1}`,
      brand: `Brand ${i + 1}`,
      code: `CODE${i + 1}`,
      start: 0,
      expiry: 10,
      age: rows.length - i,
      ...row,
    };
    await sql.query(
      `INSERT INTO "Coupon" (id, "partnerId", title, brand, link, code, "actualPricePaise", "discountedPricePaise", categories, "startDate", "expiryDate", description, "imageUrl", status, "viewCount", "clickCount", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, 'https://brand.example/offer', $5, 200000, 150000, $6, $7::date, $8::date, $9, '/illustrations/contact.svg', $10::"CouponStatus", $11, $12, now() - ($13 || ' minutes')::interval, now())`,
      [
        coupon.id,
        partnerId,
        coupon.title,
        coupon.brand,
        coupon.code,
        coupon.categories ?? ["Fashion"],
        dayOffset(coupon.start),
        dayOffset(coupon.expiry),
        coupon.description ?? `About ${coupon.title}`,
        coupon.status ?? "pending",
        coupon.views ?? 0,
        coupon.clicks ?? 0,
        String(coupon.age ?? 0),
      ],
    );
    made.push(coupon);
  }
  return made;
}

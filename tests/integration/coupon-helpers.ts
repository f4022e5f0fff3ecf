import { db } from "@/lib/db";
import { addDays, dayToDate } from "@/lib/validations/calendar-day";
import { couponBody } from "../shared/coupon-body";
import { bearer, createPartner, sessionTokenFor } from "./partner-helpers";

/** An approved partner and a Bearer token for them, without going through sign-in's rate limits. */
export async function partnerWithToken(prefix = "coupons") {
  const partner = await createPartner({ prefix });
  const token = await sessionTokenFor(partner);
  return { ...partner, token, auth: bearer(token) };
}

/** A valid coupon form, dated from the real today (the API checks dates against it). */
export function couponForm(overrides: Record<string, unknown> = {}) {
  return {
    ...couponBody({
      category: ["Fashion", "Accessories"],
      description: "Handloom cotton kurtas.\nOne use per customer.",
    }),
    ...overrides,
  };
}

/** A coupon straight in the database, dated by offsets in days from `today`. */
export async function insertCoupon(
  partnerId: string,
  today: string,
  { start = 0, expiry = 10, ...rest }: { start?: number; expiry?: number } & Record<string, unknown> = {},
) {
  return db.coupon.create({
    data: {
      partnerId,
      title: "Seeded",
      brand: "Brand",
      link: "https://brand.example",
      categories: ["Fashion"],
      description: "Seeded coupon",
      imageUrl: "/uploads/x.png",
      startDate: dayToDate(addDays(today, start)),
      expiryDate: dayToDate(addDays(today, expiry)),
      ...rest,
    },
  });
}

export function jsonCall(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const params = (id: string) => ({ params: Promise.resolve({ id }) });

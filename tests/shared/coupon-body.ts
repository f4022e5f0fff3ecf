// A valid coupon request body for POST /api/v1/coupon (and, with `version`, PATCH/PUT), shared by the
// integration, load and e2e tests. Plain TypeScript on purpose: Vitest and Playwright both import it.
import { randomUUID } from "node:crypto";
import { addDays, todayInIndia } from "../../lib/model/calendar-day";

export type CouponBody = {
  title: string;
  brand: string;
  link: string;
  code: string;
  actualPricing: number;
  discountedPrice: number;
  category: string[];
  startDate: string;
  expiryDate: string;
  description: string;
  image: string;
};

/** Live from today for 30 days, dated from the real today in India (the API checks dates against it). */
export function couponBody(overrides: Partial<CouponBody> = {}): CouponBody {
  const today = todayInIndia();
  return {
    title: "Flat 40% off kurtas",
    brand: "Kesari Threads",
    link: "https://kesari.example/offer",
    // Two open coupons of a partner never share a code (decision 559): each body has its own.
    code: `KESARI40-${randomUUID().slice(0, 8).toUpperCase()}`,
    actualPricing: 2499.5,
    discountedPrice: 1499,
    category: ["Fashion"],
    startDate: today,
    expiryDate: addDays(today, 30),
    description: "Handloom cotton kurtas.",
    image: "https://img.example/kesari-kurtas.png",
    ...overrides,
  };
}

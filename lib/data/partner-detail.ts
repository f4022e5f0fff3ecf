import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateToDay, dayToDate } from "@/lib/model/calendar-day";
import { couponState, type CouponState } from "@/lib/model/coupon-view";
import { ownedWhere } from "./coupon-scope";
import { runningWhere } from "./coupons";
import { partnerReviewFields, type ReviewRow } from "./partner-review";

// The console's page of one partner (decision 615): their profile and their coupons. Every query takes
// the partner's id and filters by it; the workflow (lib/console/partner-detail.ts) checks the role.

const PARTNER_COUPONS_PAGE_SIZE = 25;

/** The list's row without its coupon count, and who made the last review decision (when that account still exists). */
export type PartnerProfile = Omit<ReviewRow, "coupons"> & { reviewedBy: string | null };

export async function findPartnerProfile(id: string): Promise<PartnerProfile | null> {
  const row = await db.partner.findUnique({
    where: { id },
    select: { ...partnerReviewFields, reviewedBy: { select: { email: true } } },
  });
  if (!row) return null;
  const { firstName, lastName, reviewedBy, ...rest } = row;
  return { ...rest, fullName: `${firstName} ${lastName}`.trim(), reviewedBy: reviewedBy?.email ?? null };
}

export type PartnerCouponRow = {
  id: string;
  title: string;
  brand: string;
  state: CouponState;
  startDate: string;
  expiryDate: string;
  views: number;
  clicks: number;
  createdAt: Date;
};

/** Each state's coupons of one partner on `today` (India), as couponState reads a single coupon. */
function stateWhere(partnerId: string, state: CouponState, today: string): Prisma.CouponWhereInput {
  const day = dayToDate(today);
  const open = { ...ownedWhere(partnerId), expiryDate: { gte: day } };
  if (state === "expired") return { ...ownedWhere(partnerId), expiryDate: { lt: day } };
  if (state === "claimed") return { ...open, status: "CLAIMED" };
  if (state === "paused") return { ...open, status: { not: "CLAIMED" }, pausedAt: { not: null } };
  if (state === "listed") return { ...open, ...runningWhere, startDate: { gt: day } };
  return { ...open, ...runningWhere, startDate: { lte: day } };
}

const STATES: CouponState[] = ["live", "listed", "claimed", "paused", "expired"];

/** One page (from 1) of the partner's coupons, newest first, with how many they have in each state. */
export async function partnerCouponPage(
  partnerId: string,
  page: number,
  today: string,
): Promise<{ rows: PartnerCouponRow[]; counts: Record<CouponState, number>; total: number; pages: number }> {
  const take = PARTNER_COUPONS_PAGE_SIZE;
  const [rows, ...counts] = await Promise.all([
    db.coupon.findMany({
      where: ownedWhere(partnerId),
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (Math.max(1, page) - 1) * take,
      take,
      select: {
        id: true,
        title: true,
        brand: true,
        startDate: true,
        expiryDate: true,
        pausedAt: true,
        status: true,
        viewCount: true,
        clickCount: true,
        createdAt: true,
      },
    }),
    ...STATES.map((state) => db.coupon.count({ where: stateWhere(partnerId, state, today) })),
  ]);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const byState = Object.fromEntries(STATES.map((state, i) => [state, counts[i]!])) as Record<CouponState, number>;
  return {
    rows: rows.map((r) => {
      const dates = { startDate: dateToDay(r.startDate), expiryDate: dateToDay(r.expiryDate) };
      return {
        id: r.id,
        title: r.title,
        brand: r.brand,
        state: couponState({ ...dates, paused: r.pausedAt !== null, claimed: r.status === "CLAIMED" }, today),
        ...dates,
        views: r.viewCount,
        clicks: r.clickCount,
        createdAt: r.createdAt,
      };
    }),
    counts: byState,
    total,
    pages: Math.max(1, Math.ceil(total / take)),
  };
}

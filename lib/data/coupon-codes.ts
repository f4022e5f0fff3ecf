import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format/console-date";
import { formatNumber } from "@/lib/format/rupees";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dayToDate, todayInIndia } from "@/lib/model/calendar-day";
import { capReached } from "@/lib/model/coupon-view";
import type { CodeMode } from "@/lib/validations/redemption";
import { poolHasCodes } from "./claim-code";
import { ownedWhere } from "./coupon-scope";
import { enqueueWebhookEvent } from "./webhook-deliveries";
import { lockOwner } from "./uploads";

// Codes per claim (decision 556) and their redemption (decision 557). A coupon's claims get its shared
// code, a code made for the claim, or the next unused code of the partner's uploaded pool (the taking is
// claim-code.ts's); every query takes the partner's id, so another partner's code is "not found".

export const CODE_NOT_FOUND_MESSAGE = "No claimed code of yours matches. Check the code and try again.";
export const CODE_NOT_CLAIMED_MESSAGE = "This code has not been claimed by an app user yet.";
export const CODE_ENDED_MESSAGE = "This offer has ended: its codes can no longer be redeemed.";
export const codeRedeemedMessage = (at: Date) => `This code was already redeemed on ${formatDateTime(at)}.`;
/** A redemption past a cap that counts redemptions (decision 563). */
export const redeemedOutMessage = (cap: number) =>
  `This offer's limit of ${formatNumber(cap, 0)} ${cap === 1 ? "redemption" : "redemptions"} is reached: no more of its codes can be redeemed.`;

const MODE_TO_DB = { shared: "SHARED", generated: "GENERATED", pool: "POOL" } as const;
const MODE_FROM_DB = { SHARED: "shared", GENERATED: "generated", POOL: "pool" } as const;

export type CouponCodesView = {
  mode: CodeMode;
  /** Codes handed to claims so far (generated or from the pool). */
  issued: number;
  /** Pool codes not yet claimed. */
  available: number;
  redeemed: number;
};

export async function couponCodesOf(partnerId: string, couponId: string): Promise<CouponCodesView | null> {
  const coupon = await db.coupon.findFirst({
    where: { id: couponId, ...ownedWhere(partnerId) },
    select: { codeMode: true },
  });
  if (!coupon) return null;
  const [issued, available, redeemed] = await Promise.all([
    db.couponCode.count({ where: { couponId, claimId: { not: null } } }),
    db.couponCode.count({ where: { couponId, claimId: null } }),
    db.couponCode.count({ where: { couponId, redeemedAt: { not: null } } }),
  ]);
  return { mode: MODE_FROM_DB[coupon.codeMode], issued, available, redeemed };
}

/**
 * Sets where the coupon's claims get their codes and adds `codes` to its pool, in one transaction. A code
 * the partner already has (on this coupon or another) is refused with the list unstored: a code must
 * find one claim at the counter. More codes reopen a coupon its empty pool had closed (as a raised cap does).
 */
export async function setCouponCodes(
  partnerId: string,
  couponId: string,
  { mode, codes = [] }: { mode: CodeMode; codes?: string[] },
): Promise<CouponCodesView> {
  const repeated = codes.filter((code, i) => codes.indexOf(code) !== i);
  if (repeated.length)
    throw new AppError("validation_failed", `The list names ${repeated[0]} more than once. Each code must be unique.`, {
      fieldErrors: { codes: [`The list names ${repeated[0]} more than once. Each code must be unique.`] },
    });
  await db.$transaction(async (tx) => {
    const coupon = await tx.coupon.findFirst({
      where: { id: couponId, ...ownedWhere(partnerId) },
      select: { id: true, claimCap: true, claimCount: true, status: true },
    });
    if (!coupon) throw new AppError("not_found", "Coupon not found");
    if (codes.length) {
      // Two uploads at once wait for each other here, so the second finds the first's codes and is
      // refused with the field's message (it met the unique index instead, a 500).
      await lockOwner({ partnerId }, tx);
      const taken = await tx.couponCode.findMany({
        where: { partnerId, code: { in: codes } },
        select: { code: true },
        take: 1,
      });
      if (taken[0]) {
        const message = `You already have the code ${taken[0].code}. Each code must be unique among your coupons.`;
        throw new AppError("validation_failed", message, { fieldErrors: { codes: [message] } });
      }
      await tx.couponCode.createMany({ data: codes.map((code) => ({ couponId, partnerId, code })) });
    }
    await tx.coupon.update({ where: { id: couponId }, data: { codeMode: MODE_TO_DB[mode] } });
    await settleClaimStatus(tx, couponId);
  });
  return (await couponCodesOf(partnerId, couponId))!;
}

const redeemedCount = (client: Prisma.TransactionClient, couponId: string) =>
  client.couponCode.count({ where: { couponId, redeemedAt: { not: null } } });

/**
 * CLAIMED exactly when its cap is reached or (mode pool) its pool is empty: the one rule for a coupon
 * closed to claims (decisions 547, 556). Run after a write that may change either, in its transaction,
 * which holds the coupon's row. The claim count is made whole first: an uncapped offer's claims are
 * counted later, from the event queue (decision 827), so a cap set before they were would start short,
 * let claims past it and show the partner too few (claims review, 2026-11-30).
 */
export async function settleClaimStatus(tx: Prisma.TransactionClient, couponId: string): Promise<boolean> {
  const row = await tx.coupon.findUniqueOrThrow({
    where: { id: couponId },
    select: { claimCap: true, claimCount: true, codeMode: true, capCounts: true },
  });
  const claimCount = Math.max(row.claimCount, await tx.couponClaim.count({ where: { couponId } }));
  const drained = row.codeMode === "POOL" && !(await poolHasCodes(tx, couponId));
  const counted = row.capCounts === "REDEMPTIONS" ? await redeemedCount(tx, couponId) : claimCount;
  const closed = capReached(counted, row.claimCap) || drained;
  await tx.coupon.update({ where: { id: couponId }, data: { status: closed ? "CLAIMED" : "PENDING", claimCount } });
  return closed;
}

export type PartnerCodeView = {
  code: string;
  offer: { id: string; title: string; brand: string; expiryDate: string; ended: boolean };
  claimedAt: string | null;
  redeemedAt: string | null;
  orderAmount: number | null;
};

const codeSelect = {
  code: true,
  redeemedAt: true,
  orderAmountPaise: true,
  claim: { select: { createdAt: true } },
  coupon: { select: { id: true, title: true, brand: true, expiryDate: true, deletedAt: true } },
} as const;

type CodeRow = Prisma.CouponCodeGetPayload<{ select: typeof codeSelect }>;

function toCodeView(row: CodeRow, today: string): PartnerCodeView {
  return {
    code: row.code,
    offer: {
      id: row.coupon.id,
      title: row.coupon.title,
      brand: row.coupon.brand,
      expiryDate: row.coupon.expiryDate.toISOString().slice(0, 10),
      ended: row.coupon.expiryDate < dayToDate(today),
    },
    claimedAt: row.claim?.createdAt.toISOString() ?? null,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    orderAmount: row.orderAmountPaise === null ? null : row.orderAmountPaise / 100,
  };
}

/** The partner's code as the Redeem screen shows it; null for none, another partner's, or a deleted coupon's. */
export async function findPartnerCode(partnerId: string, code: string, today = todayInIndia()) {
  const row = await db.couponCode.findUnique({
    where: { partnerId_code: { partnerId, code } },
    select: codeSelect,
  });
  return row && !row.coupon.deletedAt ? toCodeView(row, today) : null;
}

/**
 * Redeems the partner's claimed code once: one conditional update, so of two redemptions racing only one
 * finds it unredeemed. Refused: unknown or another partner's (404), not claimed yet, already redeemed, its
 * offer ended, or past its cap on redemptions (409).
 */
export async function redeemPartnerCode(
  partnerId: string,
  code: string,
  { orderAmountPaise, via }: { orderAmountPaise: number | null; via: string },
  now = new Date(),
): Promise<{ redeemed: PartnerCodeView; closedOffer: string | null }> {
  const today = todayInIndia(now);
  let closedOffer: string | null = null;
  const redeemed = await db.$transaction(async (tx) => {
    // A cap on redemptions (decision 563): the coupon's row lock lines up the redemptions of its codes, so
    // the one past the cap is refused and the one reaching it closes the coupon to claims.
    const [capped] = await tx.$queryRaw<{ id: string; claimCap: number }[]>`
      SELECT c.id, c."claimCap" FROM "Coupon" c JOIN "CouponCode" k ON k."couponId" = c.id
      WHERE k."partnerId" = ${partnerId} AND k.code = ${code}
        AND c."capCounts" = 'redemptions' AND c."claimCap" IS NOT NULL
      FOR UPDATE OF c`;
    const count = await tx.couponCode.updateMany({
      where: {
        partnerId,
        code,
        claimId: { not: null },
        redeemedAt: null,
        coupon: { ...ownedWhere(partnerId), expiryDate: { gte: dayToDate(today) } },
      },
      data: { redeemedAt: now, orderAmountPaise, redeemedVia: via },
    });
    if (count.count !== 1) return null;
    if (capped) {
      if ((await redeemedCount(tx, capped.id)) > capped.claimCap)
        throw new AppError("redeemed_out", redeemedOutMessage(capped.claimCap));
      // The redemption that reaches the cap closes the offer: the caller ends its public caches.
      if (await settleClaimStatus(tx, capped.id)) closedOffer = capped.id;
    }
    // The redemption's webhook deliveries (decision 561) commit with it.
    const row = await tx.couponCode.findUniqueOrThrow({
      where: { partnerId_code: { partnerId, code } },
      select: { ...codeSelect, claimId: true },
    });
    const view = toCodeView(row, today);
    await enqueueWebhookEvent(tx, {
      partnerId,
      type: "redemption.created",
      data: {
        code: view.code,
        offerId: view.offer.id,
        claimId: row.claimId,
        claimedAt: view.claimedAt,
        redeemedAt: view.redeemedAt,
        orderAmount: view.orderAmount,
        via: via === "dashboard" ? "dashboard" : "api",
      },
      at: now,
    });
    return view;
  });
  if (redeemed) return { redeemed, closedOffer };
  const found = await findPartnerCode(partnerId, code, today);
  if (!found) throw new AppError("not_found", CODE_NOT_FOUND_MESSAGE);
  if (found.redeemedAt) throw new AppError("already_redeemed", codeRedeemedMessage(new Date(found.redeemedAt)));
  if (!found.claimedAt) throw new AppError("not_claimed", CODE_NOT_CLAIMED_MESSAGE);
  throw new AppError("offer_ended", CODE_ENDED_MESSAGE);
}

/** A day with redemptions: how many, and the orders' amounts in rupees where given. */
export type RedemptionDay = { day: string; redemptions: number; sales: number };
export type CouponRedemptions = {
  /** Claims and redemptions over the window (the results page's 30 days), and all time. */
  window: { claims: number; redemptions: number; sales: number };
  allTime: { redemptions: number; sales: number };
  /** Days of the window with redemptions, newest first. */
  days: RedemptionDay[];
};

/**
 * The coupon's redemptions (issue 49 item 3): per India day over the window from `from` (a day) to today,
 * with the orders' sales; null for another partner's coupon.
 */
export async function couponRedemptions(
  partnerId: string,
  couponId: string,
  from: string,
): Promise<CouponRedemptions | null> {
  const coupon = await db.coupon.findFirst({ where: { id: couponId, ...ownedWhere(partnerId) }, select: { id: true } });
  if (!coupon) return null;
  const start = dayToDate(from);
  const [rows, all, claims] = await Promise.all([
    db.$queryRaw<{ day: Date; redemptions: bigint; sales: bigint | null }[]>`
      SELECT (("redeemedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date AS day,
             count(*) AS redemptions, sum("orderAmountPaise") AS sales
      FROM "CouponCode"
      WHERE "couponId" = ${couponId} AND "redeemedAt" IS NOT NULL
        AND (("redeemedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')::date >= ${start}::date
      GROUP BY 1 ORDER BY 1 DESC`,
    db.couponCode.aggregate({
      where: { couponId, redeemedAt: { not: null } },
      _count: { _all: true },
      _sum: { orderAmountPaise: true },
    }),
    db.couponClaim.count({ where: { couponId, createdAt: { gte: new Date(`${from}T00:00:00+05:30`) } } }),
  ]);
  const days = rows.map((r) => ({
    day: r.day.toISOString().slice(0, 10),
    redemptions: Number(r.redemptions),
    sales: Number(r.sales ?? 0) / 100,
  }));
  const sum = (key: "redemptions" | "sales") => days.reduce((total, d) => total + d[key], 0);
  return {
    window: { claims, redemptions: sum("redemptions"), sales: sum("sales") },
    allTime: { redemptions: all._count._all, sales: (all._sum.orderAmountPaise ?? 0) / 100 },
    days,
  };
}

import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/errors";
import type { Coupon } from "@/lib/generated/prisma/client";
import { getAuthSecret } from "@/lib/env";
import { todayInIndia } from "@/lib/model/calendar-day";
import { type CouponView } from "@/lib/model/coupon-view";
import { toCouponView } from "@/lib/data/coupon-shape";
import { undeleteCoupon } from "@/lib/data/deleted-coupons";

// Undo after a delete (decisions 501, 550): a delete only marks the coupon, so the undo clears the mark,
// and the coupon comes back with its figures, claims and history. The token names the coupon, its
// partner and that delete's time, signed: only the partner it was made for can use it, within the
// window, once (a second use finds the mark gone).

export const UNDO_WINDOW_MS = 10 * 60 * 1000;
export const UNDO_EXPIRED_MESSAGE = "This coupon can no longer be restored.";

type Grant = { couponId: string; partnerId: string; deletedAt: number };

const sign = (payload: string) => createHmac("sha256", `coupon-undo:${getAuthSecret()}`).update(payload).digest();

/** The token that undoes this delete (`row` as deleteCoupon answers it). */
export function undoToken(row: Pick<Coupon, "id" | "partnerId" | "deletedAt">): string {
  const grant: Grant = { couponId: row.id, partnerId: row.partnerId, deletedAt: row.deletedAt!.getTime() };
  const payload = Buffer.from(JSON.stringify(grant)).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

function readToken(token: string, partnerId: string, now: number): Grant {
  const refuse = () => new AppError("invalid_grant", UNDO_EXPIRED_MESSAGE);
  const [payload = "", mac = ""] = token.split(".");
  const expected = sign(payload);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
  const grant = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Grant;
  if (grant.partnerId !== partnerId || grant.deletedAt + UNDO_WINDOW_MS < now) throw refuse();
  return grant;
}

/** Brings a deleted coupon back as it was; a second restore of the same token is refused. */
export async function restoreDeletedCoupon(partnerId: string, token: string, now = Date.now()): Promise<CouponView> {
  const grant = readToken(token, partnerId, now);
  const row = await undeleteCoupon(partnerId, grant.couponId, new Date(grant.deletedAt));
  if (!row) throw new AppError("conflict", UNDO_EXPIRED_MESSAGE);
  return toCouponView(row, todayInIndia(new Date(now)));
}

/** Coupons deleted before this moment can no longer be restored: the housekeeping removes them. */
export const undoWindowStart = (now: Date) => new Date(now.getTime() - UNDO_WINDOW_MS);

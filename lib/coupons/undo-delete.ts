import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/errors";
import type { Coupon } from "@/lib/generated/prisma/client";
import { getAuthSecret } from "@/lib/env";
import { todayInIndia } from "@/lib/validations/calendar-day";
import { toCouponView, type CouponView } from "@/lib/data/coupon-shape";
import { reinsertCoupon } from "@/lib/data/coupons";

// Undo after a delete (decision 501): the delete answers a signed snapshot of the row; restore puts
// that exact row back (same id, counts and owner) only for the partner it was signed for, within the
// window, once. Nothing the client could edit is trusted: the signature covers the whole snapshot.

export const UNDO_WINDOW_MS = 10 * 60 * 1000;
export const UNDO_EXPIRED_MESSAGE = "This coupon can no longer be restored.";

type Snapshot = Omit<Coupon, "startDate" | "expiryDate" | "createdAt" | "updatedAt" | "pausedAt"> & {
  pausedAt: string | null;
  startDate: string;
  expiryDate: string;
  createdAt: string;
  expiresAt: number;
};

const sign = (payload: string) => createHmac("sha256", `coupon-undo:${getAuthSecret()}`).update(payload).digest();

export function undoToken(row: Coupon, now = Date.now()): string {
  const { updatedAt, ...rest } = row;
  void updatedAt; // the restored row gets a fresh one
  const snapshot: Snapshot = {
    ...rest,
    startDate: row.startDate.toISOString(),
    expiryDate: row.expiryDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    expiresAt: now + UNDO_WINDOW_MS,
  };
  const payload = Buffer.from(JSON.stringify(snapshot)).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

function readToken(token: string, partnerId: string, now: number): Snapshot {
  const refuse = () => new AppError("invalid_grant", UNDO_EXPIRED_MESSAGE);
  const [payload = "", mac = ""] = token.split(".");
  const expected = sign(payload);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
  const snapshot = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Snapshot;
  if (snapshot.partnerId !== partnerId || snapshot.expiresAt < now) throw refuse();
  return snapshot;
}

/** Puts a deleted coupon back; a second restore of the same token is refused. */
export async function restoreDeletedCoupon(partnerId: string, token: string, now = Date.now()): Promise<CouponView> {
  const { expiresAt, ...snapshot } = readToken(token, partnerId, now);
  void expiresAt;
  const row = await reinsertCoupon(partnerId, {
    ...snapshot,
    startDate: new Date(snapshot.startDate),
    expiryDate: new Date(snapshot.expiryDate),
    createdAt: new Date(snapshot.createdAt),
    pausedAt: snapshot.pausedAt ? new Date(snapshot.pausedAt) : null,
  });
  if (!row) throw new AppError("conflict", UNDO_EXPIRED_MESSAGE);
  return toCouponView(row, todayInIndia());
}

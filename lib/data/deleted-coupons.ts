import "server-only";
import { db } from "@/lib/db";
import type { Coupon } from "@/lib/generated/prisma/client";
import { dayToDate, todayInIndia } from "@/lib/model/calendar-day";
import { refuseOverOpenCeiling } from "./coupons";
import { refuseCodeInUse } from "./open-coupon-codes";
import { lockOwner } from "./uploads";

// A deleted coupon (decision 550): only marked until the undo window ends, then removed for good.

/**
 * Takes back the partner's delete made at `deletedAt`; null when there is no such delete (undone
 * already, removed for good, or deleted again since). The caller checks the undo window. A coupon that
 * comes back open meets the rules a new one does, under the same lock: no code another open coupon has
 * taken meanwhile (decision 559), and no more than MAX_OPEN_COUPONS open (decision 801).
 */
export async function undeleteCoupon(
  partnerId: string,
  id: string,
  deletedAt: Date,
  today = todayInIndia(),
): Promise<Coupon | null> {
  return db.$transaction(async (tx) => {
    await lockOwner({ partnerId }, tx);
    const deleted = await tx.coupon.findFirst({
      where: { id, partnerId, deletedAt },
      select: { code: true, expiryDate: true },
    });
    if (!deleted) return null;
    if (deleted.expiryDate >= dayToDate(today)) {
      await refuseCodeInUse(partnerId, deleted.code ?? undefined, { today, except: [id], client: tx });
      await refuseOverOpenCeiling(partnerId, 1, today, tx);
    }
    const [row] = await tx.coupon.updateManyAndReturn({
      where: { id, partnerId, deletedAt },
      data: { deletedAt: null },
    });
    return row ?? null;
  });
}

/** Removes for good the coupons deleted before `before`; their events, claims and history go with them. */
export async function purgeDeletedCoupons(before: Date): Promise<number> {
  const { count } = await db.coupon.deleteMany({ where: { deletedAt: { lt: before } } });
  return count;
}

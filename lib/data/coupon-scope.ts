import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Not deleted (decision 550): a partner's delete only marks the row until the undo window is over, so
 * every read of coupons, the public's and the console's included, starts from this.
 */
export const presentWhere = { deletedAt: null } satisfies Prisma.CouponWhereInput;

/** The partner's coupons that are not deleted: the scope of every partner read and write. */
export const ownedWhere = (partnerId: string) => ({ partnerId, ...presentWhere }) satisfies Prisma.CouponWhereInput;

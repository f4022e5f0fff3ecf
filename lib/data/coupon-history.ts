import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import type { CouponChangeKind, Prisma } from "@/lib/generated/prisma/client";
import { COUPON_NOT_FOUND_MESSAGE, type CouponView } from "@/lib/model/coupon-view";
import { ownedWhere } from "./coupon-scope";

// A coupon's edit history (decision 546): written by the write that makes the change, in its
// transaction; read only by the coupon's partner.

export type CouponChangeKindName = "edit" | "pause" | "resume" | "end" | "duplicate-from";
export type FieldChange = { from: unknown; to: unknown };

export type CouponChangeView = {
  kind: CouponChangeKindName;
  /** edit: the fields that changed, by the API's names. */
  fields: Record<string, FieldChange> | null;
  /** duplicate-from: the coupon this one was copied from. */
  sourceId: string | null;
  at: string;
};

const KIND_NAMES: Record<CouponChangeKind, CouponChangeKindName> = {
  EDIT: "edit",
  PAUSE: "pause",
  RESUME: "resume",
  END: "end",
  DUPLICATE_FROM: "duplicate-from",
};

export async function recordChange(
  tx: Prisma.TransactionClient,
  entry: {
    couponId: string;
    partnerId: string;
    kind: CouponChangeKind;
    fields?: Record<string, FieldChange>;
    sourceId?: string;
  },
) {
  await tx.couponChange.create({
    data: {
      couponId: entry.couponId,
      partnerId: entry.partnerId,
      kind: entry.kind,
      fields: (entry.fields ?? undefined) as Prisma.InputJsonValue | undefined,
      sourceId: entry.sourceId ?? null,
    },
  });
}

const EDITABLE: (keyof CouponView)[] = [
  "title",
  "brand",
  "link",
  "code",
  "actualPricing",
  "discountedPrice",
  "category",
  "startDate",
  "expiryDate",
  "description",
  "image",
  "claimCap",
  "capCounts",
];

/** The fields an edit changed, before and after, as the partner reads them. */
export function changedFields(before: CouponView, after: CouponView): Record<string, FieldChange> {
  const fields: Record<string, FieldChange> = {};
  for (const key of EDITABLE)
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) fields[key] = { from: before[key], to: after[key] };
  return fields;
}

/** Newest first; another partner's coupon is 404, as an unknown one is. */
export async function couponHistory(partnerId: string, couponId: string, limit = 100): Promise<CouponChangeView[]> {
  const owned = await db.coupon.count({ where: { id: couponId, ...ownedWhere(partnerId) } });
  if (!owned) throw new AppError("not_found", COUPON_NOT_FOUND_MESSAGE);
  const rows = await db.couponChange.findMany({
    where: { couponId, partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((row) => ({
    kind: KIND_NAMES[row.kind],
    fields: (row.fields as Record<string, FieldChange> | null) ?? null,
    sourceId: row.sourceId,
    at: row.createdAt.toISOString(),
  }));
}

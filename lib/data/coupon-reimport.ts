import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { dateToDay } from "@/lib/model/calendar-day";
import { type CouponValues, storedDateIssues } from "@/lib/validations/coupon";
import { COUPON_MESSAGES } from "@/lib/validations/coupon-messages";
import { couponColumns, toCouponView } from "./coupon-shape";
import { changedFields, recordChange } from "./coupon-history";
import { ownedWhere } from "./coupon-scope";
import { repeatedCodes } from "./open-coupon-codes";
import { createCoupons } from "./coupons";
import { settleClaimStatus } from "./coupon-codes";
import { refusedImages, lockOwner } from "./uploads";

// An import whose rows may name the partner's coupons by id (decision 560): those rows update the
// coupon, the others are new, all in one transaction or none. Only the partner's own ids: another
// partner's id, a deleted coupon's or a made-up one is "No coupon of yours has this id", the same
// words for each, so nothing tells whether it exists (SECURITY row 40).

export const UNKNOWN_ID_MESSAGE = "No coupon of yours has this id. Leave id empty to add a new coupon.";
const REPEATED_ID_MESSAGE = "This id is on another row of the file too";

export type ImportRow = { row: number; id?: string; values: CouponValues };
export type ImportRowError = { row: number; errors: Record<string, string[]> };

/** Stores the file's rows for `partnerId`: created and updated counts, or every row's problem. */
export async function storeImport(
  partnerId: string,
  rows: ImportRow[],
  today: string,
): Promise<{ created: number; updated: number }> {
  return db.$transaction(
    async (tx) => {
      await lockOwner({ partnerId }, tx);
      const errors = new Map<number, Record<string, string[]>>();
      const refuse = (row: number, column: string, message: string) =>
        ((errors.get(row) ?? errors.set(row, {}).get(row)!)[column] ??= []).push(message);

      const updates = rows.filter((r) => r.id);
      const stored = new Map(
        (
          await tx.coupon.findMany({
            where: { ...ownedWhere(partnerId), id: { in: updates.map((r) => r.id!) } },
          })
        ).map((c) => [c.id, c]),
      );
      const seenIds = new Set<string>();
      for (const { row, id, values } of updates) {
        const coupon = stored.get(id!);
        if (!coupon) refuse(row, "id", UNKNOWN_ID_MESSAGE);
        else if (seenIds.has(id!)) refuse(row, "id", REPEATED_ID_MESSAGE);
        else {
          const dates = { startDate: dateToDay(coupon.startDate), expiryDate: dateToDay(coupon.expiryDate) };
          for (const issue of storedDateIssues(values, dates, today)) refuse(row, issue.path[0], issue.message);
        }
        seenIds.add(id!);
      }
      const codes = await repeatedCodes(
        partnerId,
        rows.map((r) => r.values.code),
        { today, except: [...stored.keys()], client: tx },
        (index) => rows[index]!.row,
      );
      for (const [index, message] of codes) refuse(rows[index]!.row, "code", message);
      // A new image must be one the coupon may show (SECURITY row 35); one the coupon has is kept.
      const images = rows.filter((r) => {
        const coupon = r.id ? stored.get(r.id) : undefined;
        return r.id ? coupon !== undefined && coupon.imageUrl !== r.values.image : true;
      });
      const refused = new Set(
        await refusedImages(
          { partnerId },
          images.map((r) => r.values.image),
          getEnv().APP_URL,
          tx,
        ),
      );
      for (const r of images) if (refused.has(r.values.image)) refuse(r.row, "image", COUPON_MESSAGES.imageInvalid);
      if (errors.size) {
        const list = [...errors].sort(([a], [b]) => a - b).map(([row, e]) => ({ row, errors: e }));
        throw new AppError(
          "validation_failed",
          `${list.length} of ${rows.length} rows need fixing. Nothing was imported.`,
          {
            details: { rows: list },
          },
        );
      }

      let updated = 0;
      for (const { id, values } of updates) {
        const before = stored.get(id!)!;
        const columns = couponColumns(values);
        const fields = changedFields(toCouponView(before, today), toCouponView({ ...before, ...columns }, today));
        // A row as exported, unchanged, writes nothing: an edit form open elsewhere is not made stale.
        if (!Object.keys(fields).length) continue;
        await tx.coupon.update({ where: { id: before.id }, data: { ...columns, version: { increment: 1 } } });
        await recordChange(tx, { couponId: before.id, partnerId, kind: "EDIT", fields });
        if (before.claimCap !== columns.claimCap || before.capCounts !== columns.capCounts)
          await settleClaimStatus(tx, before.id);
        updated++;
      }
      const created = await createCoupons(
        partnerId,
        rows.filter((r) => !r.id).map((r) => r.values),
        { today, client: tx, keptImages: images.map((r) => r.values.image) },
      );
      return { created: created.length, updated };
    },
    { timeout: 60_000 },
  );
}

/** Every coupon of the partner's, newest first, as the export writes them (at most `limit`). */
export async function couponsForExport(partnerId: string, today: string, limit = 10_000) {
  const rows = await db.coupon.findMany({
    where: ownedWhere(partnerId),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((row) => toCouponView(row, today));
}

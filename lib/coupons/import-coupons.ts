import "server-only";
import { storeImport } from "@/lib/data/coupon-reimport";
import { todayInIndia } from "@/lib/model/calendar-day";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { IMPORT_LIMITS, IMPORT_MESSAGES, parseCouponCsv } from "./csv-import";

/** `imported`: new coupons; `updated`: coupons a row named by id and changed (decision 560). */
export type ImportResult = { ok: true; imported: number; updated: number; ignoredColumns: string[] };

/**
 * Parses and checks the whole file, then stores every coupon in one transaction for `partnerId`: a row
 * with an id updates that coupon of the partner's (decision 560), the others are new. A refusal names
 * every failing row (`details.rows`) and stores nothing (decision 535).
 */
export async function importCouponsCsv(partnerId: string, bytes: Uint8Array): Promise<ImportResult> {
  if (bytes.byteLength === 0) throw new AppError("validation_failed", IMPORT_MESSAGES.empty, { details: { rows: [] } });
  if (bytes.byteLength > IMPORT_LIMITS.bytes)
    throw new AppError("payload_too_large", IMPORT_MESSAGES.tooLarge, { details: { rows: [] } });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = "\u0000";
  }
  if (text.includes("\u0000"))
    throw new AppError("validation_failed", IMPORT_MESSAGES.unreadable, { details: { rows: [] } });
  const parsed = parseCouponCsv(text, undefined, getEnv().APP_URL);
  if (!parsed.ok)
    throw new AppError("validation_failed", parsed.message, {
      // A failing file's report names the unused columns as a stored one does (issue 49 m4).
      details: { rows: parsed.rows, ignoredColumns: parsed.ignoredColumns },
    });
  const rows = parsed.coupons.map((values, i) => ({ row: i + 2, id: parsed.ids[i], values }));
  try {
    const { created, updated } = await storeImport(partnerId, rows, todayInIndia());
    return { ok: true, imported: created, updated, ignoredColumns: parsed.ignoredColumns };
  } catch (error) {
    // The store's row problems name the unused columns too, as the parse's do (issue 49 m4).
    if (error instanceof AppError && error.extra.details?.rows)
      throw new AppError(error.code, error.message, {
        details: { ...error.extra.details, ignoredColumns: parsed.ignoredColumns },
      });
    throw error;
  }
}

import "server-only";
import { createCoupons } from "@/lib/data/coupons";
import { AppError } from "@/lib/errors";
import { IMPORT_LIMITS, IMPORT_MESSAGES, parseCouponCsv } from "./csv-import";

export type ImportResult = { ok: true; imported: number; ignoredColumns: string[] };

/**
 * Parses and checks the whole file, then stores every coupon in one transaction for `partnerId`. A
 * refusal names every failing row (`details.rows`) and stores nothing (decision 535).
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
  const parsed = parseCouponCsv(text);
  if (!parsed.ok)
    throw new AppError("validation_failed", parsed.message, {
      // A failing file's report names the unused columns as a stored one does (issue 49 m4).
      details: { rows: parsed.rows, ignoredColumns: parsed.ignoredColumns },
    });
  const coupons = await createCoupons(partnerId, parsed.coupons);
  return { ok: true, imported: coupons.length, ignoredColumns: parsed.ignoredColumns };
}

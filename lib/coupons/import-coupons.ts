import "server-only";
import { createHash } from "node:crypto";
import { withIdempotency } from "@/lib/api/idempotency";
import { createCoupons } from "@/lib/data/coupons";
import { IMPORT_LIMITS, IMPORT_MESSAGES, type RowError, parseCouponCsv } from "./csv-import";

export type ImportAnswer =
  | { ok: true; imported: number; ignoredColumns: string[] }
  | { ok: false; message: string; rows: RowError[]; ignoredColumns: string[] };

/** The same file from the same partner within this time is the same import (a double submit). */
const SAME_IMPORT_MS = 5 * 60 * 1000;

/**
 * Parses and checks the whole file, then stores every coupon in one transaction for `partnerId`, once:
 * a second submit of the same file answers the first import instead of storing it again.
 */
export async function importCouponsCsv(
  partnerId: string,
  bytes: Uint8Array,
): Promise<{ status: number; answer: ImportAnswer }> {
  if (bytes.byteLength > IMPORT_LIMITS.bytes)
    return { status: 413, answer: { ok: false, message: IMPORT_MESSAGES.tooLarge, rows: [], ignoredColumns: [] } };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { status: 400, answer: { ok: false, message: IMPORT_MESSAGES.unreadable, rows: [], ignoredColumns: [] } };
  }
  if (text.includes("\u0000"))
    return { status: 400, answer: { ok: false, message: IMPORT_MESSAGES.unreadable, rows: [], ignoredColumns: [] } };
  const parsed = parseCouponCsv(text);
  if (!parsed.ok) return { status: 400, answer: parsed };
  const digest = createHash("sha256").update(`${partnerId}\n${text}`).digest("base64url");
  const response = await withIdempotency(
    { key: `coupon-import:${digest}`, ttlMs: SAME_IMPORT_MS, scope: "coupon-import" },
    async () => {
      const coupons = await createCoupons(partnerId, parsed.coupons);
      return { status: 201, body: { ok: true, imported: coupons.length, ignoredColumns: parsed.ignoredColumns } };
    },
  );
  if (response.status === 409)
    return { status: 409, answer: { ok: false, message: IMPORT_MESSAGES.inProgress, rows: [], ignoredColumns: [] } };
  return { status: 201, answer: (await response.json()) as ImportAnswer };
}

import Papa from "papaparse";
import { couponCategories } from "@/lib/model/coupon-categories";
import { storedImageUrl } from "@/lib/model/site-url";
import { COUPON_FIELDS, type CouponValues } from "@/lib/validations/coupon";
import { buildCouponFormSchema, buildCouponReimportSchema } from "@/lib/validations/coupon-form-text";

// Bulk import (decision 535): a CSV with a header row, one coupon a row, each row checked by the same
// schema as the coupon form. All or nothing: the caller stores the rows only when every one is valid.

export const IMPORT_LIMITS = { rows: 500, bytes: 512 * 1024 };
/**
 * The columns, as the template and the export write them: `id` first, empty for a new coupon, or one of
 * the partner's coupon ids to update it (a round trip through a spreadsheet, decision 560).
 */
export const IMPORT_COLUMNS = ["id", ...COUPON_FIELDS] as const;
type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const REQUIRED = ["title", "brand", "link", "category", "startDate", "expiryDate", "description", "image"] as const;

export const IMPORT_MESSAGES = {
  empty: "The file has no coupons. Add one coupon a row under the header row.",
  tooManyRows: `A file can hold at most ${IMPORT_LIMITS.rows} coupons. Split it and import each part.`,
  tooLarge: "The file is larger than 512 KB. Split it and import each part.",
  unreadable: "The file could not be read as CSV. Save it as CSV (UTF-8) and try again.",
  missingColumns: (names: string[]) => `The header row is missing: ${names.join(", ")}.`,
} as const;

export type RowError = { row: number; errors: Record<string, string[]> };
export type CsvImport =
  /** `ids[i]` is the coupon row i updates, or undefined for a new one. */
  | { ok: true; coupons: CouponValues[]; ids: (string | undefined)[]; ignoredColumns: string[] }
  | { ok: false; message: string; rows: RowError[]; ignoredColumns: string[] };

const byLowerName = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
const categoryByLowerName = new Map<string, string>(couponCategories.map((c) => [c.toLowerCase(), c]));

/** 'food & beverage; FASHION' -> the canonical names; an unknown name is kept so the schema names it. */
function splitCategories(value: string): string[] {
  return value
    .split(/[;|]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => categoryByLowerName.get(part.toLowerCase()) ?? part);
}

/**
 * `origin`: the site's; an image of this site written absolute (as the API and the upload answer it,
 * decisions 823, 825) is read as its path, the form a coupon stores.
 */
export function parseCouponCsv(text: string, today?: () => string, origin?: string): CsvImport {
  const schema = buildCouponFormSchema(today);
  const reimport = buildCouponReimportSchema(today);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...body] = parsed.data;
  if (!header || header.every((h) => !h.trim()))
    return { ok: false, message: IMPORT_MESSAGES.empty, rows: [], ignoredColumns: [] };
  const columns = header.map((h) => byLowerName.get(h.trim().toLowerCase()) ?? null);
  const ignoredColumns = header
    .filter((_, i) => columns[i] === null)
    .map((h) => h.trim())
    .filter(Boolean);
  const missing = REQUIRED.filter((name) => !columns.includes(name));
  if (missing.length) return { ok: false, message: IMPORT_MESSAGES.missingColumns(missing), rows: [], ignoredColumns };
  if (body.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty, rows: [], ignoredColumns };
  if (body.length > IMPORT_LIMITS.rows)
    return { ok: false, message: IMPORT_MESSAGES.tooManyRows, rows: [], ignoredColumns };

  const coupons: CouponValues[] = [];
  const ids: (string | undefined)[] = [];
  const rows: RowError[] = [];
  body.forEach((cells, index) => {
    const input: Record<string, unknown> = {};
    let id: string | undefined;
    columns.forEach((name, i) => {
      if (!name) return;
      // The export's apostrophe before a formula-like cell (lib/format/csv.ts) comes off again.
      const cell = (cells[i] ?? "").trim().replace(/^'(?=[=+\-@])/, "");
      if (name === "id") id = cell || undefined;
      else if (name === "category") input[name] = splitCategories(cell);
      else input[name] = name === "image" && origin ? storedImageUrl(cell, origin) : cell;
    });
    // A row naming its coupon is an edit: a live coupon's start date is in the past, as stored.
    const result = (id ? reimport : schema).safeParse(input);
    if (result.success) {
      coupons.push(result.data);
      ids.push(id);
      return;
    }
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) (errors[String(issue.path[0] ?? "row")] ??= []).push(issue.message);
    // The header is row 1, as a spreadsheet numbers it.
    rows.push({ row: index + 2, errors });
  });
  if (rows.length)
    return {
      ok: false,
      message: `${rows.length} of ${body.length} rows need fixing. Nothing was imported.`,
      rows,
      ignoredColumns,
    };
  return { ok: true, coupons, ids, ignoredColumns };
}

import Papa from "papaparse";
import { couponCategories } from "@/lib/model/coupon-categories";
import { COUPON_FIELDS, buildCouponFormSchema, type CouponValues } from "@/lib/validations/coupon";

// Bulk import (decision 535): a CSV with a header row, one coupon a row, each row checked by the same
// schema as the coupon form. All or nothing: the caller stores the rows only when every one is valid.

export const IMPORT_LIMITS = { rows: 500, bytes: 512 * 1024 };
export const IMPORT_COLUMNS = COUPON_FIELDS;
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
  | { ok: true; coupons: CouponValues[]; ignoredColumns: string[] }
  | { ok: false; message: string; rows: RowError[]; ignoredColumns: string[] };

const byLowerName = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
const categoryByLowerName = new Map<string, string>(couponCategories.map((c) => [c.toLowerCase(), c]));

/** 'food & beverage; FASHION' -> the canonical names; an unknown name is kept so the schema names it. */
function splitCategories(value: string): string[] {
  return value
    .split(/[;|]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => categoryByLowerName.get(part.toLowerCase()) ?? part);
}

export function parseCouponCsv(text: string, today?: () => string): CsvImport {
  const schema = buildCouponFormSchema(today);
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
  const rows: RowError[] = [];
  body.forEach((cells, index) => {
    const input: Record<string, unknown> = {};
    columns.forEach((name, i) => {
      if (!name) return;
      const cell = (cells[i] ?? "").trim();
      input[name] = name === "category" ? splitCategories(cell) : cell;
    });
    const result = schema.safeParse(input);
    if (result.success) {
      coupons.push(result.data);
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
  return { ok: true, coupons, ignoredColumns };
}

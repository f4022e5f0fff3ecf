// CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, and a cell that a spreadsheet
// would read as a formula (= + - @, tab, carriage return) prefixed with an apostrophe (OWASP CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Tells spreadsheets the file is UTF-8, so they read ₹ and names right. */
export const CSV_BOM = "\uFEFF";

/** A CSV file to download: UTF-8 with a BOM (so spreadsheets read ₹ and names right), never cached. */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(`${CSV_BOM}${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

// How `npm run bench` reports: a line a result on the console, a row a result in docs/BENCHMARKS.md's table,
// and, for a run of some sections with --write, those sections put in place of the file's older ones.
import type { Result } from "./measure";

export const passed = (r: Result) =>
  (r.target === undefined || r.value <= r.target) && (r.min === undefined || r.value >= r.min);

/** The goal as written: a ceiling, a floor, or both (a range, or one value when they meet). */
export function goalText(r: Result): string {
  if (r.target !== undefined && r.min !== undefined)
    return r.min === r.target ? `= ${r.min}` : `${r.min} to ${r.target}`;
  if (r.target !== undefined) return `<= ${r.target} ${r.unit}`.trim();
  return r.min !== undefined ? `>= ${r.min}` : "";
}

export const sectionRow = (title: string) => `| **${title}** | | | |`;

/** The console's lines and the table's rows, a section's title before its first result. */
export function report(results: Result[]): { lines: string[]; rows: string[]; failed: number } {
  const lines: string[] = [];
  const rows: string[] = [];
  let failed = 0;
  let section = "";
  for (const r of results) {
    if (!passed(r)) failed++;
    if (r.section !== section) {
      section = r.section;
      lines.push(`\n${section}`);
      rows.push(sectionRow(section));
    }
    const digits = r.unit === "x" ? 2 : r.unit === "" && r.value > 1 ? 0 : r.unit === "" ? 3 : 1;
    const value = `${r.value.toFixed(digits)} ${r.unit}`.trim();
    lines.push(`${passed(r) ? "ok  " : "MISS"} ${r.name.padEnd(64)} ${value.padStart(12)}  ${goalText(r)}`);
    rows.push(`| ${r.name} | ${value} | ${goalText(r)} | ${passed(r) ? "ok" : "**missed**"} |`);
  }
  return { lines, rows, failed };
}

/** A section's name without what its run says in parentheses (the database, the queue) or after them. */
const stem = (title: string) => title.split(" (")[0]!;
const SECTION = /^\| \*\*(.+)\*\* \|/;

/**
 * `markdown` (docs/BENCHMARKS.md) with the sections of `rows` in place of its sections of the same name,
 * and any new section at the table's end; every other line as it was.
 */
export function replaceSections(markdown: string, rows: string[]): string {
  const fresh = new Map<string, string[]>();
  let current: string[] = [];
  for (const row of rows) {
    const title = SECTION.exec(row)?.[1];
    if (title) fresh.set(stem(title), (current = []));
    current.push(row);
  }
  const lines = markdown.split("\n");
  const out: string[] = [];
  let skipping = false;
  let tableEnd = -1;
  for (const line of lines) {
    const title = SECTION.exec(line)?.[1];
    if (title !== undefined) {
      const replacement = fresh.get(stem(title));
      skipping = replacement !== undefined;
      out.push(...(replacement ?? [line]));
      fresh.delete(stem(title));
    } else {
      if (!line.startsWith("|")) skipping = false;
      if (!skipping) out.push(line);
    }
    if (line.startsWith("|")) tableEnd = out.length;
  }
  const added = [...fresh.values()].flat();
  if (tableEnd < 0) out.push(...added);
  else out.splice(tableEnd, 0, ...added);
  return out.join("\n");
}

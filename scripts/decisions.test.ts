import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision records a newcomer can trust (docs/decisions/README.md): each one short, in epic-stack's shape,
// with a number of its own, and listed in the index. What a record says is kept true by review; its shape
// is kept here.
const DIR = path.resolve(import.meta.dirname, "../docs/decisions");
const MAX_WORDS = 800;
const FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = /^(?:Accepted|Superseded by (\d{3})|Amended by (\d{3}(?:, \d{3})*(?: and \d{3})?))$/;
const SECTIONS = ["## Context", "## Decision", "## Consequences"];

type DecisionRecord = { file: string; number: string; lines: string[]; text: string };

function records(): DecisionRecord[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(DIR, file), "utf8");
      return { file, number: file.slice(0, 3), lines: text.split("\n"), text };
    });
}

/** What is wrong with one record's shape, or nothing. */
function shapeProblems({ file, number, lines, text }: DecisionRecord, known: Set<string>): string[] {
  const problems: string[] = [];
  if (!FILE.test(file)) problems.push("name is not NNN-kebab-case.md");
  if (!new RegExp(`^# ${number}\\. \\S`).test(lines[0] ?? "")) problems.push(`first line is not "# ${number}. Title"`);
  const date = lines.find((line) => line.startsWith("Date: "))?.slice(6);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    problems.push("no 'Date: YYYY-MM-DD' line");
  const status = lines.find((line) => line.startsWith("Status: "))?.slice(8) ?? "";
  const match = STATUS.exec(status);
  if (!match) problems.push("no 'Status: Accepted | Superseded by NNN | Amended by NNN' line");
  for (const cited of (match?.[1] ?? match?.[2] ?? "").match(/\d{3}/g) ?? [])
    if (!known.has(cited)) problems.push(`status names ${cited}, which is no record`);
  const at = SECTIONS.map((heading) => lines.indexOf(heading));
  if (at.some((index) => index < 0)) problems.push(`missing ${SECTIONS.filter((_, i) => at[i]! < 0).join(", ")}`);
  else if (at.some((index, i) => i > 0 && index < at[i - 1]!)) problems.push("sections out of order");
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words > MAX_WORDS) problems.push(`${words} words (at most ${MAX_WORDS})`);
  return problems.map((problem) => `${file}: ${problem}`);
}

describe("decision records", () => {
  const all = records();
  const known = new Set(all.map((r) => r.number));

  it("each has a title, Date, Status, Context, Decision and Consequences, in at most 800 words", () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.flatMap((record) => shapeProblems(record, known))).toEqual([]);
  });

  it("no two records share a number", () => {
    const files = new Map<string, string[]>();
    for (const { number, file } of all) files.set(number, [...(files.get(number) ?? []), file]);
    expect([...files.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it("docs/decisions/README.md lists every record, with its status, and nothing else", () => {
    const index = readFileSync(path.join(DIR, "README.md"), "utf8").split("\n");
    const missing = all
      .filter(({ file, lines }) => {
        const status = lines.find((line) => line.startsWith("Status: "))?.slice(8) ?? "";
        return !index.some((line) => line.includes(`](${file})`) && line.includes(`| ${status} |`));
      })
      .map(({ file }) => file);
    expect(missing, "records missing from the index, or listed with another status").toEqual([]);
    const listed = index.flatMap((line) => [...line.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]!));
    const files = new Set(all.map((r) => r.file));
    expect(
      listed.filter((file) => !files.has(file)),
      "index entries without a record",
    ).toEqual([]);
  });
});

describe("the shape check", () => {
  const known = new Set(["016", "541"]);
  const record = (file: string, text: string): DecisionRecord => ({
    file,
    number: file.slice(0, 3),
    lines: text.split("\n"),
    text,
  });
  const good =
    "# 402. A title\n\nDate: 2026-11-22\nStatus: Superseded by 541\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n";

  it("passes a record in the house shape", () => {
    expect(shapeProblems(record("402-a-title.md", good), known)).toEqual([]);
  });

  it("names each way a record can go wrong", () => {
    const bad = "## Tenth pass (2026-11-27)\n\nStatus: Superseded by 999\n\n## Decision\n\n" + "word ".repeat(801);
    expect(shapeProblems(record("706-Notes.md", bad), known)).toEqual([
      "706-Notes.md: name is not NNN-kebab-case.md",
      '706-Notes.md: first line is not "# 706. Title"',
      "706-Notes.md: no 'Date: YYYY-MM-DD' line",
      "706-Notes.md: status names 999, which is no record",
      "706-Notes.md: missing ## Context, ## Consequences",
      "706-Notes.md: 811 words (at most 800)",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { Result } from "./measure";
import { goalText, passed, replaceSections, report, sectionRow } from "./report";

const result = (goal: Partial<Result>, value = 5): Result => ({ section: "s", name: "n", value, unit: "", ...goal });

describe("a result's goal", () => {
  it("is a ceiling, a floor, a range, or one value where the range closes", () => {
    expect(goalText(result({ target: 100, unit: "ms" }))).toBe("<= 100 ms");
    expect(goalText(result({ min: 0.8, unit: "x" }))).toBe(">= 0.8");
    expect(goalText(result({ min: 3, target: 7 }))).toBe("3 to 7");
    expect(goalText(result({ min: 4, target: 4 }))).toBe("= 4");
    expect(goalText(result({}))).toBe("");
  });

  it("is met inside the range, its ends included, and missed either side of it", () => {
    expect([2, 3, 5, 7, 8].map((v) => passed(result({ min: 3, target: 7 }, v)))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe("the report", () => {
  it("names each section once, before its rows, and counts the misses", () => {
    const { rows, lines, failed } = report([
      { section: "A (x)", name: "one", value: 2, unit: "ms", target: 1 },
      { section: "A (x)", name: "two", value: 0.5, unit: "x", min: 0.8 },
      { section: "B", name: "three", value: 12, unit: "", min: 10, target: 12 },
    ]);
    expect(rows).toEqual([
      sectionRow("A (x)"),
      "| one | 2.0 ms | <= 1 ms | **missed** |",
      "| two | 0.50 x | >= 0.8 | **missed** |",
      sectionRow("B"),
      "| three | 12 | 10 to 12 | ok |",
    ]);
    expect(failed).toBe(2);
    expect(lines.filter((l) => l.startsWith("MISS"))).toHaveLength(2);
  });
});

describe("a run of some sections written into docs/BENCHMARKS.md", () => {
  const file = [
    "# Benchmarks",
    "",
    "| measurement | value | goal | |",
    "|---|---|---|---|",
    sectionRow("platform"),
    "| start | 1 ms | | ok |",
    sectionRow("App path: users (PostgreSQL 15.1, no Redis)"),
    "| old row | 1 | | ok |",
    "| another old row | 2 | | ok |",
    sectionRow("nginx"),
    "| nginx row | 3 | | ok |",
    "",
    "A note.",
    "",
  ].join("\n");

  it("replaces the section of the same name, whatever its run said in parentheses, and keeps the rest", () => {
    const written = replaceSections(file, [
      sectionRow("App path: users (PostgreSQL 15.20, Redis)"),
      "| new row | 9 | | ok |",
    ]);
    const expected = file
      .replace(/\| \*\*App path.*\n/, `${sectionRow("App path: users (PostgreSQL 15.20, Redis)")}\n`)
      .replace("| old row | 1 | | ok |\n| another old row | 2 | | ok |", "| new row | 9 | | ok |");
    expect(written).toBe(expected);
    expect(written).not.toContain("old row");
  });

  it("adds a section the file does not have at the table's end", () => {
    const written = replaceSections(file, [sectionRow("new"), "| r | 1 | | ok |"]).split("\n");
    expect(written.slice(10, 14)).toEqual(["| nginx row | 3 | | ok |", sectionRow("new"), "| r | 1 | | ok |", ""]);
  });

  it("changes nothing when it is given its own sections back", () => {
    const rows = file.split("\n").filter((l) => l.startsWith("| **") || /^\| (start|old|another|nginx row)/.test(l));
    expect(replaceSections(file, rows)).toBe(file);
  });
});

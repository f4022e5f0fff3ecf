import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+91 98765", '"\'+91 98765"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tTab", '"\'\tTab"'],
    ["a,b\nc", '"a,b\nc"'],
  ])("%j -> %s", (value, cell) => expect(csvCell(value)).toBe(cell));

  it("keeps numbers (negative ones too) as numbers, and empty values empty", () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
  });
});

describe("toCsv", () => {
  it("joins rows with CRLF and ends with one", () => {
    expect(
      toCsv([
        ["a", 1],
        ["b", 2],
      ]),
    ).toBe('"a","1"\r\n"b","2"\r\n');
  });
});

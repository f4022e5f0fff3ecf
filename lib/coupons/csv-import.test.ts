import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS, IMPORT_LIMITS, IMPORT_MESSAGES, parseCouponCsv } from "./csv-import";

const TODAY = "2031-06-15";
const today = () => TODAY;
const HEADER = "title,brand,link,code,actualPricing,discountedPrice,category,startDate,expiryDate,description,image";
const row = (over: Partial<Record<string, string>> = {}) => {
  const v = {
    title: "Flat 40% off",
    brand: "Kesari",
    link: "https://kesari.example",
    code: "K40",
    actualPricing: "2499",
    discountedPrice: "1499",
    category: "Fashion; food & beverage",
    startDate: "2031-06-16",
    expiryDate: "2031-07-16",
    description: "Kurtas",
    image: "https://img.example/k.png",
    ...over,
  };
  return HEADER.split(",")
    .map((k) => `"${(v as Record<string, string>)[k]!.replaceAll('"', '""')}"`)
    .join(",");
};

describe("parseCouponCsv", () => {
  it("reads a file with a BOM and CRLF, quoted commas and line breaks, categories split and matched", () => {
    const text = `\uFEFF${HEADER}\r\n${row({ description: "Line one,\nline two" })}\r\n\r\n${row({ title: "Second" })}\r\n`;
    const result = parseCouponCsv(text, today);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.coupons).toHaveLength(2);
    expect(result.coupons[0]).toMatchObject({
      title: "Flat 40% off",
      actualPricing: 2499,
      discountedPrice: 1499,
      category: ["Fashion", "Food & Beverage"],
      description: "Line one,\nline two",
    });
  });

  it("reads what the cap counts (decision 563): empty is claims, any case, and an unknown word names the choices", () => {
    const header = `${HEADER},claimCap,capCounts`;
    const line = (cap: string, counts: string) => `${row()},${cap},${counts}`;
    const good = parseCouponCsv(`${header}\n${line("5", "Redemptions")}\n${line("", "")}`, today);
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    expect(good.coupons[0]).toMatchObject({ claimCap: 5, capCounts: "redemptions" });
    expect(good.coupons[1]!.capCounts).toBeUndefined();
    const bad = parseCouponCsv(`${header}\n${line("5", "orders")}`, today);
    expect(bad).toMatchObject({ ok: false });
    expect(JSON.stringify(bad)).toContain('Unknown capCounts \\"orders\\". Allowed: claims, redemptions.');
  });

  it("accepts columns in any order and case, and names the ones it ignores", () => {
    const text = `IMAGE,Title,brand,LINK,category,startdate,ExpiryDate,description,status,partnerId\nhttps://i.example/a.png,T,B,https://b.example,Travel & Tourism,2031-06-15,2031-06-20,D,claimed,someone-else`;
    const result = parseCouponCsv(text, today);
    expect(result).toMatchObject({ ok: true, ignoredColumns: ["status", "partnerId"] });
  });

  it("the downloadable template names every column the import reads, claimCap too, and imports as it is (issue 49 m4)", () => {
    const template = readFileSync("public/coupon-import-template.csv", "utf8");
    expect(template.split("\n")[0]!.split(",")).toEqual([...IMPORT_COLUMNS]);
    const result = parseCouponCsv(template, () => "2029-12-31");
    expect(result).toMatchObject({ ok: true, ignoredColumns: [] });
    expect(result.ok && result.coupons.map((c) => c.claimCap)).toEqual([undefined, 200]);
  });

  it("names the columns it ignores in a failing file's report too (issue 49 m4)", () => {
    const text = `${HEADER},partnerId\n${row({ title: "" })},someone-else`;
    expect(parseCouponCsv(text, today)).toMatchObject({ ok: false, ignoredColumns: ["partnerId"] });
  });

  it("reports every bad row with its spreadsheet row number and the form's messages", () => {
    const text = [
      HEADER,
      row(),
      row({ title: "", link: "ftp://x" }),
      row({ category: "Toys" }),
      row({ startDate: "2031-06-14" }),
      row({ discountedPrice: "3000" }),
    ].join("\n");
    const result = parseCouponCsv(text, today);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe("4 of 5 rows need fixing. Nothing was imported.");
    expect(result.rows).toEqual([
      { row: 3, errors: { title: ["Title is required"], link: ["Please enter a valid URL"] } },
      { row: 4, errors: { category: [expect.stringMatching(/^Unknown category ".+"\. Allowed: Fashion, /)] } },
      { row: 5, errors: { startDate: ["Start date cannot be in the past"] } },
      { row: 6, errors: { discountedPrice: ["Discounted price cannot be greater than actual price"] } },
    ]);
  });

  it("reads prices as a spreadsheet writes them: ₹1,000 and 1,499.50 (issue 49 m2)", () => {
    const result = parseCouponCsv(
      [HEADER, row({ actualPricing: "₹1,999.50", discountedPrice: "1,000" })].join("\n"),
      today,
    );
    expect(result).toMatchObject({ ok: true, coupons: [{ actualPricing: 1999.5, discountedPrice: 1000 }] });
  });

  it("names the limit of an over-long cell (issue 49 M2)", () => {
    const text = [HEADER, row({ description: "d".repeat(10_000), title: "t".repeat(201) })].join("\n");
    expect(parseCouponCsv(text, today)).toMatchObject({
      ok: false,
      rows: [
        {
          row: 2,
          errors: {
            title: ["Title must be at most 200 characters"],
            description: ["Description must be at most 5000 characters"],
          },
        },
      ],
    });
  });

  it.each([
    ["", IMPORT_MESSAGES.empty],
    [HEADER, IMPORT_MESSAGES.empty],
    [
      "title,brand\nT,B",
      IMPORT_MESSAGES.missingColumns(["link", "category", "startDate", "expiryDate", "description", "image"]),
    ],
    [[HEADER, ...Array.from({ length: IMPORT_LIMITS.rows + 1 }, () => row())].join("\n"), IMPORT_MESSAGES.tooManyRows],
  ])("refuses the whole file: %#", (text, message) => {
    expect(parseCouponCsv(text, today)).toMatchObject({ ok: false, message });
  });

  it("keeps a formula-looking cell as text", () => {
    const result = parseCouponCsv([HEADER, row({ title: '=HYPERLINK("http://x")' })].join("\n"), today);
    expect(result.ok && result.coupons[0]!.title).toBe('=HYPERLINK("http://x")');
  });
});

describe("an image of this site written absolute (decision 825)", () => {
  it("is read as its path, as the upload answer gives it back; another site's stays as written", () => {
    const origin = "https://paisapilot.example";
    const own = `${origin}/uploads/mx1-0123456789abcdef01234567.png`;
    const text = [HEADER, row({ image: own }), row({ title: "Second", image: "https://img.example/k.png" })].join("\n");
    const result = parseCouponCsv(text, today, origin);
    expect(result.ok && result.coupons.map((c) => c.image)).toEqual([
      "/uploads/mx1-0123456789abcdef01234567.png",
      "https://img.example/k.png",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it.each([
    ["Budgeting on a Salary", "budgeting-on-a-salary"],
    ["EMI 101: How Banks Calculate Your Monthly Payment", "emi-101-how-banks-calculate-your-monthly-payment"],
    ["  Crypto & Blockchain -- what's next?  ", "crypto-blockchain-whats-next"],
    ["Café Crème 2025", "cafe-creme-2025"],
    ['\'; DROP TABLE "BlogPost"; --', "drop-table-blogpost"],
    ["₹₹₹", ""],
    // Console review m22: other scripts' words stay, markup and emoji go.
    ['QA पोस्ट 🚀 <script>alert(1)</script> & "quotes"', "qa-पोस्ट-alert1-quotes"],
    ["बचत की योजना 2026", "बचत-की-योजना-2026"],
    ["<b>Budget</b> tips", "budget-tips"],
    ["Ünïcödé ÉMI", "unicode-emi"],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug and numbers a taken one", () => {
    expect(uniqueSlug("a", new Set())).toBe("a");
    expect(uniqueSlug("a", new Set(["a", "a-2"]))).toBe("a-3");
    expect(uniqueSlug("", new Set(["post"]))).toBe("post-2");
  });
});

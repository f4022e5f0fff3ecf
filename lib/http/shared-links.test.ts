import { describe, expect, it } from "vitest";
import { sharedLinkTarget } from "./shared-links";

const q = (s: string) => new URLSearchParams(s);

describe("sharedLinkTarget", () => {
  it("sends a link that names one of the page's inputs to the page's twin", () => {
    expect(sharedLinkTarget("/EMICalculator", q("loanAmount=500000"))).toBe("/shared-link/EMICalculator");
    expect(sharedLinkTarget("/AutoLoanCalculator", q("brand=Tata"))).toBe("/shared-link/AutoLoanCalculator");
    expect(sharedLinkTarget("/BlogPage", q("tag=Loans"))).toBe("/shared-link/BlogPage");
  });

  it("keeps the static page for plain URLs, tracking parameters, empty values and other pages", () => {
    expect(sharedLinkTarget("/EMICalculator", q(""))).toBeNull();
    expect(sharedLinkTarget("/EMICalculator", q("utm_source=whatsapp"))).toBeNull();
    expect(sharedLinkTarget("/BlogPage", q("tag="))).toBeNull();
    expect(sharedLinkTarget("/BlogPage", q("loanAmount=5"))).toBeNull();
    expect(sharedLinkTarget("/contact", q("tag=Loans"))).toBeNull();
    expect(sharedLinkTarget("/emicalculator", q("loanAmount=500000"))).toBeNull();
    expect(sharedLinkTarget("/__proto__", q("tag=x"))).toBeNull();
    expect(sharedLinkTarget("/constructor", q("tag=x"))).toBeNull();
  });
});

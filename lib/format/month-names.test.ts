import { describe, expect, it } from "vitest";
import { monthAndYear } from "./month-names";

describe("monthAndYear", () => {
  const intl = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric" });

  it("writes every month of several years as Intl's en-IN does", () => {
    for (const year of [2026, 2027, 2031, 2099]) {
      for (let month = 0; month < 12; month++) {
        const date = new Date(year, month, 15);
        expect(monthAndYear(date)).toBe(intl.format(date));
      }
    }
  });

  it("takes the local month at a month's edges", () => {
    expect(monthAndYear(new Date(2027, 2, 1, 0, 0))).toBe("March 2027");
    expect(monthAndYear(new Date(2027, 2, 31, 23, 59))).toBe("March 2027");
  });
});

import { describe, expect, it } from "vitest";
import type { SliderField } from "@/lib/calculators/shared";
import { formatFieldValue, formatMonths, formatMonthsWithYears, unitAffixes } from "./format";

const field = (unit: SliderField["unit"]): SliderField => ({
  key: "x",
  label: "X",
  min: 0,
  max: 10,
  step: 1,
  default: 1,
  unit,
});

describe("calculator formatting", () => {
  it.each<[number, string]>([
    [0, "0 months"],
    [1, "1 month"],
    [12, "1 year"],
    [22, "1 year 10 months"],
    [94, "7 years 10 months"],
  ])('%s months reads "%s"', (months, text) => {
    expect(formatMonths(months)).toBe(text);
  });

  it.each<[SliderField["unit"], number, string]>([
    ["rupees", 1200000, "₹12,00,000"],
    ["percent", 7.5, "7.5%"],
    ["months", 1, "1 month"],
    ["days", 7, "7 days"],
    ["people", 1, "1 person"],
    ["people", 4, "4 people"],
    [undefined, 1234.5, "1,234.5"],
  ])('%s %s reads "%s"', (unit, value, text) => {
    expect(formatFieldValue(field(unit), value)).toBe(text);
  });

  it.each<[number, string]>([
    [1, "1 month"],
    [9, "9 months"],
    [12, "12 months (1 year)"],
    [1000, "1000 months (83 years 4 months)"],
  ])('%s months with years reads "%s"', (months, text) => {
    expect(formatMonthsWithYears(months)).toBe(text);
  });

  it("puts the rupee sign before and units after the box", () => {
    expect(unitAffixes(field("rupees"))).toEqual({ prefix: "₹" });
    expect(unitAffixes(field("percent"))).toEqual({ suffix: "%" });
  });
});

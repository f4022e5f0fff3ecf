import { describe, it, expect } from "vitest";
import {
  clamp,
  commitOnBlur,
  defaultsOf,
  downsample,
  parseTypedValue,
  roundToPaise,
  snapToStep,
  type SliderField,
} from "./shared";

const rupeesField: SliderField = {
  key: "amount",
  label: "Amount",
  min: 1000,
  max: 100000,
  step: 500,
  default: 21500,
  unit: "rupees",
};
const rateField: SliderField = { key: "rate", label: "Rate", min: 1, max: 30, step: 0.1, default: 10, unit: "percent" };
const fineField: SliderField = {
  key: "maint",
  label: "Maintenance",
  min: 0,
  max: 10,
  step: 0.01,
  default: 0.35,
  unit: "percent",
};

describe("clamp", () => {
  it.each([
    [5, 0, 10, 5],
    [-1, 0, 10, 0],
    [11, 0, 10, 10],
    [Infinity, 0, 10, 10],
    [-Infinity, 0, 10, 0],
    [NaN, 3, 10, 3],
  ])("clamp(%s, %s, %s) = %s", (value, min, max, expected) => {
    expect(clamp(value, min, max)).toBe(expected);
  });
});

describe("roundToPaise", () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004, 1],
    [-1.005, -1.01],
    [0.1 + 0.2, 0.3],
    [9650.216546, 9650.22],
    [123456789.125, 123456789.13],
    [1e15, 1e15],
    [NaN, 0],
    [Infinity, 0],
    [-Infinity, 0],
  ])("roundToPaise(%s) = %s", (input, expected) => {
    expect(roundToPaise(input)).toBe(expected);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundToPaise(-0.001), 0)).toBe(true);
    expect(Object.is(roundToPaise(-0), 0)).toBe(true);
  });
});

describe("parseTypedValue (while typing)", () => {
  it.each<[string, number | null, SliderField]>([
    ["21500", 21500, rupeesField],
    ["  5000 ", 5000, rupeesField],
    ["1000", 1000, rupeesField],
    ["100000", 100000, rupeesField],
    ["21750", 21750, rupeesField], // off-grid but in range: applies, snapping waits for blur
    ["999", null, rupeesField], // below min
    ["100001", null, rupeesField], // above max
    ["21500.5", null, rupeesField], // no decimal point when the step is whole
    ["21,500", null, rupeesField], // digits only
    ["-5000", null, rupeesField],
    ["1e4", null, rupeesField],
    ["", null, rupeesField],
    ["abc", null, rupeesField],
    ["10.5", 10.5, rateField],
    ["10.", 10, rateField],
    ["7.25", 7.25, rateField],
    ["1.2.3", null, rateField], // only one decimal point
    ["0.5", null, rateField], // below min
    ["30.1", null, rateField], // above max
    [".35", 0.35, fineField],
    ["0", 0, fineField],
  ])("parseTypedValue(%j) = %s", (text, expected, field) => {
    expect(parseTypedValue(text, field)).toBe(expected);
  });
});

describe("commitOnBlur", () => {
  it.each<[string, number, number, SliderField]>([
    ["abc", 21500, 21500, rupeesField], // non-numeric reverts
    ["", 21500, 21500, rupeesField],
    ["12a", 3000, 3000, rupeesField],
    ["1.2.3", 10, 10, rateField],
    ["999", 21500, 1000, rupeesField], // clamped up to min
    ["500000", 21500, 100000, rupeesField], // clamped down to max
    ["-50", 21500, 1000, rupeesField],
    ["21740", 1000, 21500, rupeesField], // snapped to the 500 grid
    ["21750", 1000, 22000, rupeesField], // half-way rounds up
    ["21500.4", 1000, 21500, rupeesField],
    ["10.04", 5, 10, rateField],
    ["10.06", 5, 10.1, rateField],
    ["7.3", 5, 7.3, rateField], // no float noise such as 7.300000000000001
    ["99", 5, 30, rateField],
    ["0.347", 1, 0.35, fineField],
  ])("commitOnBlur(%j, prev %s) = %s", (text, previous, expected, field) => {
    expect(commitOnBlur(text, previous, field)).toBe(expected);
  });
});

describe("snapToStep", () => {
  const tenure: SliderField = { key: "t", label: "Tenure", min: 12, max: 360, step: 3, default: 240 };
  it.each([
    [13, 12],
    [14, 15],
    [359, 360],
    [1000, 360],
    [0, 12],
  ])("snaps %s to %s on a grid counted from min", (value, expected) => {
    expect(snapToStep(value, tenure)).toBe(expected);
  });
});

describe("downsample", () => {
  const points = Array.from({ length: 1001 }, (_, i) => i);
  it.each([
    [points.slice(0, 50), 120, 50],
    [points, 120, 120],
    [points.slice(0, 121), 120, 120],
  ])("keeps at most the maximum number of points", (input, max, expectedLength) => {
    const result = downsample(input, max);
    expect(result).toHaveLength(expectedLength);
    expect(result[0]).toBe(input[0]);
    expect(result[result.length - 1]).toBe(input[input.length - 1]);
  });

  it("keeps the order strictly increasing", () => {
    const result = downsample(points, 120);
    for (let i = 1; i < result.length; i += 1) {
      expect(result[i]).toBeGreaterThan(result[i - 1] ?? -1);
    }
  });
});

describe("defaultsOf", () => {
  it("reads each slider's default, keyed and ordered as the fields", () => {
    const defaults = defaultsOf([rupeesField, rateField, fineField]);
    expect(defaults).toEqual({ amount: 21500, rate: 10, maint: 0.35 });
    expect(Object.keys(defaults)).toEqual(["amount", "rate", "maint"]);
  });
});

import { describe, it, expect } from "vitest";
import {
  ACCOMMODATIONS,
  DESTINATIONS,
  accommodationPerNight,
  calculate,
  defaults,
  fields,
  type Accommodation,
  type TripCostInputs,
  type TripCostResult,
} from "./trip-cost";

const withDefaults = (overrides: Partial<TripCostInputs>): TripCostInputs => ({ ...defaults, ...overrides });

describe("trip cost options and fields", () => {
  it("match the spec", () => {
    expect(DESTINATIONS).toEqual(["Paris", "New York", "Tokyo", "Sydney", "London"]);
    expect(ACCOMMODATIONS).toEqual(["Hotel", "Hostel", "Airbnb", "Camping"]);
    expect(fields.map((f) => [f.key, f.min, f.max, f.step, f.default])).toEqual([
      ["dailyExpenses", 50, 2000, 10, 100],
      ["entertainment", 100, 2000, 50, 500],
      ["days", 1, 30, 1, 7],
      ["travelCost", 100, 5000, 100, 300],
      ["members", 1, 12, 1, 1],
    ]);
    expect(defaults.destination).toBe("");
    expect(defaults.accommodation).toBe("Camping");
  });
});

describe("nightly accommodation", () => {
  it.each<[Accommodation, number, number]>([
    ["Hotel", 1, 1500],
    ["Hotel", 2, 1500],
    ["Hotel", 3, 3000], // an odd traveller still needs a whole room
    ["Hotel", 12, 9000],
    ["Airbnb", 1, 1000],
    ["Airbnb", 4, 2000],
    ["Airbnb", 5, 3000],
    ["Hostel", 1, 400],
    ["Hostel", 3, 1200],
    ["Hostel", 12, 4800],
    ["Camping", 1, 450],
    ["Camping", 2, 450],
    ["Camping", 7, 1800],
    ["Camping", 0, 0],
  ])("%s for %s member(s) costs ₹%s a night", (accommodation, members, expected) => {
    expect(accommodationPerNight(accommodation, members)).toBe(expected);
  });
});

describe("trip cost totals", () => {
  it.each<[string, Partial<TripCostInputs>, TripCostResult]>([
    [
      "defaults",
      {},
      {
        accommodationPerNight: 450,
        accommodationTotal: 3150,
        dailyTotal: 700,
        total: 4650,
        perPerson: 4650,
        perDay: 664.29,
        savingsShare: 837,
      },
    ],
    [
      "hotel for three",
      { accommodation: "Hotel", members: 3, destination: "Paris" },
      {
        accommodationPerNight: 3000,
        accommodationTotal: 21000,
        dailyTotal: 700,
        total: 22500,
        perPerson: 7500,
        perDay: 3214.29,
        savingsShare: 4050,
      },
    ],
    [
      "hostel for five",
      { accommodation: "Hostel", members: 5, days: 10, dailyExpenses: 250, entertainment: 1000, travelCost: 2500 },
      {
        accommodationPerNight: 2000,
        accommodationTotal: 20000,
        dailyTotal: 2500,
        total: 26000,
        perPerson: 5200,
        perDay: 2600,
        savingsShare: 4680,
      },
    ],
    [
      "top of every slider in a hotel",
      { accommodation: "Hotel", members: 12, days: 30, dailyExpenses: 2000, entertainment: 2000, travelCost: 5000 },
      {
        accommodationPerNight: 9000,
        accommodationTotal: 270000,
        dailyTotal: 60000,
        total: 337000,
        perPerson: 28083.33,
        perDay: 11233.33,
        savingsShare: 60660,
      },
    ],
    [
      "negative amounts count as 0",
      { dailyExpenses: -100, entertainment: -500, travelCost: -300 },
      {
        accommodationPerNight: 450,
        accommodationTotal: 3150,
        dailyTotal: 0,
        total: 3150,
        perPerson: 3150,
        perDay: 450,
        savingsShare: 567,
      },
    ],
  ])("%s", (_label, overrides, expected) => {
    expect(calculate(withDefaults(overrides))).toEqual(expected);
  });

  it.each(DESTINATIONS)("destination %s does not change the cost", (destination) => {
    expect(calculate(withDefaults({ destination }))).toEqual(calculate(defaults));
  });
});

describe("trip cost zero rules", () => {
  it.each<[string, Partial<TripCostInputs>]>([
    ["zero days", { days: 0 }],
    ["negative days", { days: -3 }],
    ["days rounding to 0", { days: 0.4 }],
    ["zero members", { members: 0 }],
    ["negative members", { members: -2 }],
    ["NaN members", { members: NaN }],
  ])("%s gives zeros", (_label, overrides) => {
    const result = calculate(withDefaults(overrides));
    expect(Object.values(result).every((value) => value === 0)).toBe(true);
  });
});

describe("trip cost very large inputs", () => {
  it.each<[string, Partial<TripCostInputs>]>([
    ["huge group and stay", { accommodation: "Hotel", members: 1e6, days: 1e6 }],
    ["huge amounts", { dailyExpenses: 1e12, entertainment: 1e12, travelCost: 1e12 }],
    ["infinite amount", { travelCost: Infinity }],
  ])("%s stays finite", (_label, overrides) => {
    const result = calculate(withDefaults(overrides));
    for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
  });
});

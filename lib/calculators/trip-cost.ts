import { defaultsOf, finiteOr0, roundToPaise, type SliderField } from "./shared";

export const DESTINATIONS = ["Paris", "New York", "Tokyo", "Sydney", "London"] as const;
export type Destination = (typeof DESTINATIONS)[number];

export const ACCOMMODATIONS = ["Hotel", "Hostel", "Airbnb", "Camping"] as const;
export type Accommodation = (typeof ACCOMMODATIONS)[number];

/** Rooms, flats and tents are shared by two, so these are priced per pair of travellers. */
export const NIGHTLY_RATES: Readonly<Record<Accommodation, { rate: number; perTwoMembers: boolean }>> = {
  Hotel: { rate: 1500, perTwoMembers: true },
  Hostel: { rate: 400, perTwoMembers: false },
  Airbnb: { rate: 1000, perTwoMembers: true },
  Camping: { rate: 450, perTwoMembers: true },
};

/** Share of the trip total to set aside as savings (spec figure). */
export const SAVINGS_SHARE = 0.18;

export interface TripCostInputs {
  /** '' means no destination picked yet; it only labels the trip and does not change the cost. */
  destination: Destination | "";
  accommodation: Accommodation;
  dailyExpenses: number;
  entertainment: number;
  days: number;
  travelCost: number;
  members: number;
}

export type TripCostNumericKey = Exclude<keyof TripCostInputs, "destination" | "accommodation">;

export interface TripCostResult {
  accommodationPerNight: number;
  accommodationTotal: number;
  dailyTotal: number;
  total: number;
  perPerson: number;
  perDay: number;
  savingsShare: number;
}

export const fields = [
  { key: "dailyExpenses", label: "Daily expenses", min: 50, max: 2000, step: 10, default: 100, unit: "rupees" },
  { key: "entertainment", label: "Entertainment", min: 100, max: 2000, step: 50, default: 500, unit: "rupees" },
  { key: "days", label: "Number of days", min: 1, max: 30, step: 1, default: 7, unit: "days" },
  { key: "travelCost", label: "Travel cost", min: 100, max: 5000, step: 100, default: 300, unit: "rupees" },
  { key: "members", label: "Members", min: 1, max: 12, step: 1, default: 1, unit: "people" },
] as const satisfies readonly SliderField<TripCostNumericKey>[];

export const defaults: TripCostInputs = { destination: "", accommodation: "Camping", ...defaultsOf(fields) };

export function accommodationPerNight(accommodation: Accommodation, members: number): number {
  const pricing = NIGHTLY_RATES[accommodation];
  const people = Math.max(0, Math.round(finiteOr0(members)));
  return pricing.perTwoMembers ? Math.ceil(people / 2) * pricing.rate : people * pricing.rate;
}

function zeroResult(): TripCostResult {
  return {
    accommodationPerNight: 0,
    accommodationTotal: 0,
    dailyTotal: 0,
    total: 0,
    perPerson: 0,
    perDay: 0,
    savingsShare: 0,
  };
}

export function calculate(inputs: TripCostInputs): TripCostResult {
  const days = Math.round(finiteOr0(inputs.days));
  const members = Math.round(finiteOr0(inputs.members));
  if (days < 1 || members < 1) return zeroResult();

  const amount = (value: number): number => Math.max(0, finiteOr0(value));
  const perNight = accommodationPerNight(inputs.accommodation, members);
  const accommodationTotal = perNight * days;
  const dailyTotal = amount(inputs.dailyExpenses) * days;
  const total = amount(inputs.travelCost) + accommodationTotal + dailyTotal + amount(inputs.entertainment);

  return {
    accommodationPerNight: roundToPaise(perNight),
    accommodationTotal: roundToPaise(accommodationTotal),
    dailyTotal: roundToPaise(dailyTotal),
    total: roundToPaise(total),
    perPerson: roundToPaise(total / members),
    perDay: roundToPaise(total / days),
    savingsShare: roundToPaise(total * SAVINGS_SHARE),
  };
}

import { describe, expect, it } from "vitest";
import type { CouponView } from "@/lib/model/coupon-view";
import { formValuesOf, mergeStale } from "./coupon-form-values";

const opened = {
  id: "c1",
  title: "Shared coupon",
  brand: "Brand",
  link: "https://b.example",
  code: null,
  actualPricing: null,
  discountedPrice: null,
  category: ["Fashion"],
  startDate: "2031-01-02",
  expiryDate: "2031-01-20",
  description: "About it",
  image: "/uploads/x.png",
  claimCap: null,
  version: 1,
} as unknown as CouponView;

describe("mergeStale (issue 49 m27)", () => {
  it("keeps what was typed, takes every other field from the latest, and names both", () => {
    const latest = { ...opened, title: "Changed elsewhere", code: "OTHER5", version: 2 } as CouponView;
    const typed = { ...formValuesOf(opened), title: "My change", description: "Mine too" };
    const { values, changedElsewhere, kept } = mergeStale(opened, latest, typed);
    expect(values).toMatchObject({ title: "My change", code: "OTHER5", description: "Mine too" });
    expect(changedElsewhere).toEqual(["title", "code"]);
    expect(kept).toEqual(["title"]);
  });
});

import { describe, expect, it } from "vitest";
import type { CouponView } from "@/lib/model/coupon-view";
import { cardBeside, gridItems, type Removal } from "./listing-grid";

const coupon = (id: string, minute: number) =>
  ({ id, title: id, createdAt: `2026-11-28T10:${String(minute).padStart(2, "0")}:00.000Z` }) as CouponView;
const [a, b, c, d] = [coupon("a", 4), coupon("b", 3), coupon("c", 2), coupon("d", 1)];
const removal = (of: CouponView, state: Removal["state"], search = ""): [string, Removal] => [
  of.id,
  { coupon: of, search, state, token: null, error: null },
];
const shape = (items: ReturnType<typeof gridItems>) =>
  items.map((item) => (item.kind === "card" ? item.coupon.id : `(${item.removal.coupon.id})`));

describe("the Listing Page's grid (decision 550)", () => {
  it("keeps a deleted coupon's place where its card was, also once the server's list has dropped it", () => {
    const removals = new Map([removal(b, "deleted")]);
    expect(shape(gridItems([a, b, c], removals, ""))).toEqual(["a", "(b)", "c"]);
    expect(shape(gridItems([a, c, d], removals, ""))).toEqual(["a", "(b)", "c", "d"]);
    expect(shape(gridItems([], new Map([removal(b, "deleting"), removal(d, "refused")]), ""))).toEqual(["(b)", "(d)"]);
    expect(shape(gridItems([a, c], new Map([removal(d, "deleted")]), ""))).toEqual(["a", "c", "(d)"]);
  });

  it("shows a restored coupon as a card before the server's list has it again, and a gone one not at all", () => {
    expect(shape(gridItems([a, c], new Map([removal(b, "restored")]), ""))).toEqual(["a", "b", "c"]);
    expect(shape(gridItems([a, b, c], new Map([removal(b, "gone")]), ""))).toEqual(["a", "c"]);
    // A place belongs to the list it was deleted from.
    expect(shape(gridItems([a, c], new Map([removal(b, "deleted", "food")]), ""))).toEqual(["a", "c"]);
  });

  it("sends focus to the next card, else the one before, else nowhere (the list's heading)", () => {
    const items = gridItems([a, b, c, d], new Map([removal(c, "deleted")]), "");
    expect(cardBeside(items, "b")).toBe("d");
    expect(cardBeside(items, "d")).toBe("b");
    expect(cardBeside(items, "c")).toBe("d");
    expect(cardBeside(gridItems([a], new Map([removal(b, "deleted")]), ""), "a")).toBeNull();
  });
});

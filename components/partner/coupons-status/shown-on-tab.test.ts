import { describe, expect, it } from "vitest";
import { SHOW_MAX, SHOW_STEP, afterTab, shownOnTab } from "./shown-on-tab";

describe("a tab of the listing by status", () => {
  it("shows a step at first, more by steps, and at most SHOW_MAX whatever the address asks", () => {
    expect([undefined, "", "abc", "-5", "10"].map(shownOnTab)).toEqual(Array(5).fill(SHOW_STEP));
    expect(shownOnTab("96")).toBe(96);
    expect(shownOnTab("100000")).toBe(SHOW_MAX);
  });

  it("offers Show more while it can show more, then says to search; nothing when all are shown", () => {
    expect(afterTab(30, 48)).toBeNull();
    expect(afterTab(48, 48)).toBeNull();
    expect(afterTab(49, 48)).toBe("more");
    expect(afterTab(500, 432)).toBe("more");
    // The tenth press used to link to 528, shown as 480, with the same link again, forever.
    expect(afterTab(500, SHOW_MAX)).toBe("search");
  });
});

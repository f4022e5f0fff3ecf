import { describe, expect, it } from "vitest";
import { howItWorksSteps, padIndex, serviceImages } from "./service-text";

describe("padIndex", () => {
  it("pads to two digits", () => {
    expect([1, 9, 10, 123].map(padIndex)).toEqual(["01", "09", "10", "123"]);
  });
});

describe("howItWorksSteps", () => {
  it("strips leading numbering in its usual forms and keeps unnumbered lines", () => {
    expect(
      howItWorksSteps("1. Create a group\n2) Add an expense\nBalances update\n4 - Settle\nStep 5: Done\n\n"),
    ).toEqual(["Create a group", "Add an expense", "Balances update", "Settle", "Done"]);
  });

  it("keeps numbers that are part of the text", () => {
    expect(howItWorksSteps("20% goes to savings\n3D Secure checks the card")).toEqual([
      "20% goes to savings",
      "3D Secure checks the card",
    ]);
  });

  it("accepts literal backslash-n separators and empty input", () => {
    expect(howItWorksSteps("1. One\\n2. Two")).toEqual(["One", "Two"]);
    expect(howItWorksSteps(null)).toEqual([]);
  });
});

describe("serviceImages", () => {
  it("leads with the second image on phones and the first on larger screens", () => {
    expect(serviceImages(["a", "b", "c", "d"])).toEqual({ mobile: "b", desktop: "a", rest: ["c", "d"] });
  });

  it("uses the only image everywhere, and nothing when there is none", () => {
    expect(serviceImages(["a"])).toEqual({ mobile: "a", desktop: "a", rest: [] });
    expect(serviceImages([])).toEqual({ mobile: null, desktop: null, rest: [] });
  });
});

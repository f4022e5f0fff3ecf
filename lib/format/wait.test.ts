import { describe, expect, it } from "vitest";
import { waitText, withWait } from "./wait";

describe("the wait a refusal names", () => {
  it("counts seconds under a minute and whole minutes, rounded up, above", () => {
    expect([1, 45, 60, 61, 900].map(waitText)).toEqual([
      "1 second",
      "45 seconds",
      "1 minute",
      "2 minutes",
      "15 minutes",
    ]);
  });

  it("counts whole hours, rounded up, from two hours on (a day's limit, issue 49 m24)", () => {
    expect([7200, 7201, 79_200].map(waitText)).toEqual(["2 hours", "3 hours", "22 hours"]);
  });

  it("is added to the message only when the server gave one", () => {
    expect(withWait("Too many attempts. Please try again later.", 120)).toBe(
      "Too many attempts. Please try again later. You can try again in 2 minutes.",
    );
    expect(withWait("That code is not valid.")).toBe("That code is not valid.");
  });
});

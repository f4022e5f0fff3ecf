import { describe, expect, it } from "vitest";
import { parseSlugOrId } from "./slug-or-id";

describe("parseSlugOrId", () => {
  it.each([
    "emi-101-how-banks-calculate-your-monthly-payment",
    "seed-service-01",
    "cmhx3k2a90000qz8l1b2c3d4e",
    "post-2",
    "A_b-9",
    "x".repeat(255),
    "qa-पोस्ट-alert1-quotes",
  ])("accepts %s", (value) => expect(parseSlugOrId(value)).toBe(value));

  it.each([
    ["empty", ""],
    ["NUL", "a\u0000b"],
    ["a newline", "post\n"],
    ["a space", "two words"],
    ["a slash", "a/b"],
    ["dots", ".."],
    ["percent signs", "%ff"],
    ["a leading hyphen", "-post"],
    ["an emoji", "post-🚀"],
    ["a lone combining sign first", "\u093fpost"],
    ["U+FFFD from a bad decoding", "\ufffd"],
    ["SQL", "x' OR '1'='1"],
    ["256 characters", "x".repeat(256)],
  ])("refuses %s", (_name, value) => expect(parseSlugOrId(value)).toBeNull());

  it("reads a percent-encoded slug as its letters (decision 620)", () => {
    expect(parseSlugOrId(encodeURIComponent("qa-पोस्ट"))).toBe("qa-पोस्ट");
    expect(parseSlugOrId("%25")).toBeNull();
  });

  it("refuses anything that is not a string", () => {
    for (const value of [undefined, null, 1, ["a"], { slug: "a" }]) expect(parseSlugOrId(value)).toBeNull();
  });
});

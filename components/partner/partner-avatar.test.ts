import { describe, expect, it } from "vitest";
import { initials } from "./partner-avatar";

describe("avatar initials", () => {
  it.each([
    ["Asha Rao", "AR"],
    ["asha", "A"],
    ["मीरा 🌶️", "मी🌶️"],
    ["👩‍💻 Dev", "👩‍💻D"],
    ["   ", "?"],
  ])("%j -> %j, whole characters only (issue 49 m9)", (name, expected) => {
    expect(initials(name)).toBe(expected);
    expect(initials(name)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });
});

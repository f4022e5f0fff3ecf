import { describe, expect, it } from "vitest";
import { unknownValueMessage, validationError } from "./errors";

describe("validationError", () => {
  const issues = [
    { path: ["images", 2], message: "Use an https address" },
    { path: ["title"], message: "Title is required" },
    { path: [], message: "Check the form" },
  ];

  it("keys each message by the issue's whole path, the first message on top", () => {
    const error = validationError(issues);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe("Use an https address");
    expect(error.extra.fieldErrors).toEqual({
      "images.2": ["Use an https address"],
      title: ["Title is required"],
      _form: ["Check the form"],
    });
  });

  it("keys by the first step with topField, for a form that shows a list's errors beside the list", () => {
    expect(validationError(issues, { topField: true }).extra.fieldErrors).toEqual({
      images: ["Use an https address"],
      title: ["Title is required"],
      _form: ["Check the form"],
    });
  });
});

describe("unknownValueMessage (issue 51: exact enum messages)", () => {
  it("names the value sent and every allowed one", () => {
    expect(unknownValueMessage("category", "Food", ["Fashion", "Food & Beverage"])).toBe(
      'Unknown category "Food". Allowed: Fashion, Food & Beverage.',
    );
    expect(unknownValueMessage("status", 3, ["new", "all"])).toBe("Unknown status 3. Allowed: new, all.");
  });

  it("cuts a long value rather than echoing it whole", () => {
    const message = unknownValueMessage("sort", "x".repeat(10_000), ["newest"]);
    expect(message.length).toBeLessThan(100);
    expect(message).toMatch(/^Unknown sort "x+\.\.\.\. Allowed: newest\.$/);
  });
});

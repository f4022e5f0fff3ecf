import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, multiLineText, singleLineText } from "./text";

const controls = [
  ["NUL", "\u0000"],
  ["bell", "\u0007"],
  ["vertical tab", "\u000b"],
  ["escape", "\u001b"],
  ["DEL", "\u007f"],
  ["C1 NEL", "\u0085"],
  ["C1 CSI", "\u009b"],
] as const;

describe("hasControlCharacters", () => {
  it.each(controls)("flags %s on one line and on several", (_name, c) => {
    expect(hasControlCharacters(`a${c}b`)).toBe(true);
    expect(hasControlCharacters(`a${c}b`, { multiline: true })).toBe(true);
  });

  it.each([
    ["line feed", "\n"],
    ["carriage return", "\r"],
    ["tab", "\t"],
  ])("flags %s on one line only", (_name, c) => {
    expect(hasControlCharacters(`a${c}b`)).toBe(true);
    expect(hasControlCharacters(`a${c}b`, { multiline: true })).toBe(false);
  });

  it("leaves ordinary text alone, Hindi, emoji and U+00A0 included", () => {
    for (const text of ["Priya Sharma", "₹12,00,000", "नमस्ते", "👍🏽", "a\u00a0b", "<script>'; DROP TABLE x;--"]) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });
});

describe("singleLineText and multiLineText", () => {
  it("trim, then refuse control characters with one message, and keep chaining", () => {
    const name = singleLineText().min(1, "Name is required").max(10, "Too long");
    expect(name.parse("  Asha  ")).toBe("Asha");
    expect(name.safeParse("As\u0000ha").error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(name.safeParse("two\nlines").success).toBe(false);
    expect(name.safeParse("").error?.issues[0]?.message).toBe("Name is required");
  });

  it("multi-line text keeps line breaks and tabs inside, trims the ends", () => {
    const message = multiLineText().max(100);
    expect(message.parse("\n first\r\n\tsecond \n")).toBe("first\r\n\tsecond");
    expect(message.safeParse("first\u0000second").success).toBe(false);
    expect(message.safeParse("first\u000csecond").success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { SECRET_MASK, checkSecretSlots, fillSlots, secretSlot } from "./secret-slots";

describe("secret slots", () => {
  const text = `Open https://example.com/confirm?token=${secretSlot("token")} within 7 days.`;

  it("fills a slot with its value, or masks it", () => {
    expect(fillSlots(text, () => "abc")).toBe("Open https://example.com/confirm?token=abc within 7 days.");
    expect(fillSlots(text)).toBe(`Open https://example.com/confirm?token=${SECRET_MASK} within 7 days.`);
  });

  it("refuses a slot without its secret, a secret without a slot, and an empty or multi-line secret", () => {
    expect(() => checkSecretSlots({ text }, {})).toThrow(/no secret for slot/);
    expect(() => checkSecretSlots({ text }, { token: "abc", code: "1" })).toThrow(/no slot/);
    expect(() => checkSecretSlots({ text }, { token: "" })).toThrow(/empty/);
    expect(() => checkSecretSlots({ text }, { token: "a\nb" })).toThrow(/spans lines/);
    expect(() => checkSecretSlots({ text, html: `<p>${text}</p>` }, { token: "abc" })).not.toThrow();
  });
});

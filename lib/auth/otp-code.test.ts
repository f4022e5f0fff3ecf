import { describe, expect, it } from "vitest";
import { generateGrantToken, generateOtp, hashGrantToken, hashOtp, otpMatches } from "./otp-code";

const secret = "s".repeat(40);
const target = { email: "a@example.com", type: "email_verification" as const };

describe("one-time codes", () => {
  it("are six digits, leading zeros kept, and spread over the range", () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
  });

  it("are stored as a keyed hash bound to purpose and e-mail", () => {
    const hash = hashOtp("123456", target, secret);
    expect(hash).not.toContain("123456");
    expect(otpMatches("123456", hash, target, secret)).toBe(true);
    expect(otpMatches("123457", hash, target, secret)).toBe(false);
    expect(otpMatches("123456", hash, { ...target, type: "password_reset" }, secret)).toBe(false);
    expect(otpMatches("123456", hash, { ...target, email: "b@example.com" }, secret)).toBe(false);
    expect(otpMatches("123456", hash, target, "t".repeat(40))).toBe(false);
    expect(otpMatches("123456", "short", target, secret)).toBe(false);
  });
});

describe("grant tokens", () => {
  it("carry 256 random bits and are hashed deterministically", () => {
    const token = generateGrantToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(generateGrantToken()).not.toBe(token);
    expect(hashGrantToken(token)).toBe(hashGrantToken(token));
    expect(hashGrantToken(token)).not.toContain(token);
  });
});

import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { COMMON_PASSWORD_MESSAGE, passwordProblem } from "./password-policy";

describe("password policy (server half)", () => {
  it("refuses passwords from the common list, whatever their case [security 13]", () => {
    expect(passwordProblem("password1")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem("Password1")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem("qwertyuiop")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem("iloveyou")).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("refuses the product's name and the account's own address", () => {
    expect(passwordProblem(`My${siteConfig.name}!`)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem("ravi.kumar@example.com", { email: "ravi.kumar@example.com" })).toBe(
      COMMON_PASSWORD_MESSAGE,
    );
    expect(passwordProblem("ravi.kumar2025", { email: "ravi.kumar@example.com" })).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("accepts an uncommon password, long Unicode ones included [security 13]", () => {
    expect(passwordProblem("violet-tandoor-47-kite")).toBeNull();
    expect(passwordProblem("मेरा-पासवर्ड-".repeat(5))).toBeNull();
  });
});

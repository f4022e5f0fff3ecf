import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  passwordLength,
  resetPasswordSchema,
  sendCodeSchema,
  signInSchema,
  signUpSchema,
  verifyCodeSchema,
} from "./partner-auth";

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

const signUp = {
  firstName: "Asha",
  lastName: "Rao",
  email: "Asha.Rao@Example.com ",
  phoneNumber: "+91 98765 43210",
  companyName: "Rao Foods",
  companyAddress: "1 MG Road, Bengaluru",
  companyPrivacyURL: "https://raofoods.example/privacy",
  password: "violet-tandoor-47",
};

describe("partner auth schemas", () => {
  it("sign-in: both fields required with the spec's message; e-mail lower-cased", () => {
    expect(first(signInSchema.safeParse({ email: "", password: "x" }))).toBe("Please enter both email and password");
    expect(first(signInSchema.safeParse({ email: "a@b.co", password: "" }))).toBe(
      "Please enter both email and password",
    );
    expect(first(signInSchema.safeParse({}))).toBe("Please enter both email and password");
    expect(signInSchema.parse({ email: " A@B.CO ", password: " p " })).toEqual({ email: "a@b.co", password: " p " });
  });

  it("sign-up: the hint as the length message, 7 refused, 64 Unicode characters accepted whole [security 13]", () => {
    expect(first(signUpSchema.safeParse({ ...signUp, password: "1234567" }))).toBe("Must be at least 8 characters");
    const long = "पासवर्ड🔒".repeat(8);
    expect(passwordLength(long)).toBe(64);
    expect(signUpSchema.parse({ ...signUp, password: long }).password).toBe(long);
    expect(signUpSchema.parse(signUp).email).toBe("asha.rao@example.com");
    expect(first(signUpSchema.safeParse({ ...signUp, companyPrivacyURL: "javascript:alert(1)" }))).toBe(
      "Please enter a valid URL",
    );
    expect(first(signUpSchema.safeParse({ ...signUp, phoneNumber: "12" }))).toBe("Please enter a valid phone number");
    expect(first(signUpSchema.safeParse({ ...signUp, firstName: " " }))).toBe("First name is required");
  });

  it("refuses control characters in text fields (the shared helper) and answers a missing field in the spec's words", () => {
    expect(first(signUpSchema.safeParse({ ...signUp, companyName: "Rao\u0000Foods" }))).toMatch(/control/);
    expect(first(signUpSchema.safeParse({ ...signUp, firstName: "Asha\nRao" }))).toMatch(/control/);
    expect(signUpSchema.parse({ ...signUp, companyAddress: "1 MG Road\nBengaluru" }).companyAddress).toBe(
      "1 MG Road\nBengaluru",
    );
    const { email: _omit, ...withoutEmail } = signUp;
    expect(first(signUpSchema.safeParse(withoutEmail))).toBe("Email is required");
  });

  it("counts characters, not UTF-16 units: four emoji are not eight characters", () => {
    expect(first(signUpSchema.safeParse({ ...signUp, password: "🔒🔒🔒🔒" }))).toBe("Must be at least 8 characters");
  });

  it("update password: required, then match, then length, in the spec's words", () => {
    expect(first(resetPasswordSchema.safeParse({ password: "", confirmPassword: "" }))).toBe(
      "Please enter both password fields",
    );
    expect(first(resetPasswordSchema.safeParse({ password: "abcdefgh", confirmPassword: "abcdefgX" }))).toBe(
      "Passwords don't match",
    );
    expect(first(resetPasswordSchema.safeParse({ password: "abc", confirmPassword: "abc" }))).toBe(
      "Password must be at least 8 characters long",
    );
    expect(resetPasswordSchema.safeParse({ password: "abcdefgh", confirmPassword: "abcdefgh" }).success).toBe(true);
  });

  it("change password: the profile's three messages", () => {
    const ok = { oldPassword: "old-secret", newPassword: "new-secret-1", confirmPassword: "new-secret-1" };
    expect(first(changePasswordSchema.safeParse({ ...ok, oldPassword: "" }))).toBe("Old password is required");
    expect(first(changePasswordSchema.safeParse({ ...ok, newPassword: "short", confirmPassword: "short" }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(first(changePasswordSchema.safeParse({ ...ok, confirmPassword: "other-secret" }))).toBe(
      "Passwords do not match",
    );
  });

  it("codes: six digits and one of the two purposes", () => {
    expect(verifyCodeSchema.safeParse({ email: "a@b.co", otp: "012345", type: "password_reset" }).success).toBe(true);
    expect(first(verifyCodeSchema.safeParse({ email: "a@b.co", otp: "12345", type: "password_reset" }))).toBe(
      "Please enter the 6-digit code",
    );
    expect(sendCodeSchema.safeParse({ email: "a@b.co", type: "login" }).success).toBe(false);
  });

  it("codes: a JSON number is read as its digits; one that is not six digits, or not a whole number, is refused", () => {
    const otp = (value: unknown) => verifyCodeSchema.safeParse({ email: "a@b.co", otp: value, type: "password_reset" });
    expect(otp(123456).data?.otp).toBe("123456");
    for (const value of [12345, 1234567, 12345.5, -123456, null, true])
      expect(first(otp(value)), String(value)).toBe("Please enter the 6-digit code");
  });
});

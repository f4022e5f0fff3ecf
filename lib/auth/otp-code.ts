// Pure parts of the e-mailed codes and the grants they unlock, kept apart from the database so they
// can be tested on their own.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { OtpType } from "@/lib/validations/partner-auth";

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const GRANT_TTL_MS = 15 * 60 * 1000;

/** Six digits from the CSPRNG; leading zeros are kept ("004217"). */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

/**
 * A million possible codes would fall to a plain hash in a second, so the stored hash is keyed with
 * the auth secret; purpose and e-mail are part of the message, so a code never verifies elsewhere.
 */
export function hashOtp(code: string, context: { email: string; type: OtpType }, secret: string): string {
  return createHmac("sha256", secret)
    .update(`otp:v1:${context.type}:${context.email.toLowerCase()}:${code}`)
    .digest("base64url");
}

export function otpMatches(
  code: string,
  storedHash: string,
  context: { email: string; type: OtpType },
  secret: string,
): boolean {
  const actual = Buffer.from(hashOtp(code, context, secret));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A grant token carries 256 random bits, so a plain SHA-256 at rest is enough. */
export function generateGrantToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashGrantToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export const OTP_PURPOSE = { email_verification: "EMAIL_VERIFICATION", password_reset: "PASSWORD_RESET" } as const;

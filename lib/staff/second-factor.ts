import "server-only";
import * as OTPAuth from "otpauth";
import { siteConfig } from "@/config/site";
import { getAuthSecret } from "@/lib/env";
import { normaliseRecoveryCode, openTotpSecret, recoveryCodeHash, sealTotpSecret } from "./factor-storage";

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads) through `otpauth`, with the
// secret encrypted at rest and single-use recovery codes (decision 600).

const PERIOD = 30;

/** The TOTP secret as stored: sealed under a key derived from AUTH_SECRET (lib/staff/factor-storage.ts). */
export const sealSecret = (base32: string) => sealTotpSecret(getAuthSecret(), base32);
export const openSecret = (sealed: string) => openTotpSecret(getAuthSecret(), sealed);

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(base32: string, account: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: `${siteConfig.name} console`,
    label: account,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(base32),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(base32: string, account: string): string {
  return totp(base32, account).toString();
}

/**
 * The time step a code belongs to (this one, or one step either side for clock drift), or null. The
 * caller refuses a step at or before the last accepted one, so a code is never accepted twice.
 */
export function matchTotp(base32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(base32, "check").validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

export { newRecoveryCodes, normaliseRecoveryCode } from "./factor-storage";

export const hashRecoveryCode = (code: string) => recoveryCodeHash(getAuthSecret(), code);

export function looksLikeRecoveryCode(input: string): boolean {
  return normaliseRecoveryCode(input).length === 12 && !/^\d+$/.test(input.trim());
}

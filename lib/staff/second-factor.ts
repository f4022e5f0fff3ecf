import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from "node:crypto";
import * as OTPAuth from "otpauth";
import { siteConfig } from "@/config/site";
import { getAuthSecret } from "@/lib/env";

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads) through `otpauth`, with the
// secret encrypted at rest and single-use recovery codes (decision 600).

const PERIOD = 30;

function key(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", getAuthSecret(), "staff-second-factor", purpose, 32));
}

/** AES-256-GCM under a key derived from AUTH_SECRET: a database dump alone does not give the secrets. */
export function sealSecret(base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key("totp-secret"), iv);
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function openSecret(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key("totp-secret"), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

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

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like `k7mq-p9xa-4t2h`: 60 bits each, shown once, stored as keyed hashes. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** HMAC, not argon2: the codes are random with 60 bits, so a fast keyed hash is enough and lookups are exact. */
export function hashRecoveryCode(code: string): string {
  return createHmac("sha256", key("recovery-code")).update(normaliseRecoveryCode(code)).digest("base64url");
}

export function looksLikeRecoveryCode(input: string): boolean {
  return normaliseRecoveryCode(input).length === 12 && !/^\d+$/.test(input.trim());
}

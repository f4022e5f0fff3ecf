import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from "node:crypto";

// How a second factor is stored, given the server's secret (decision 600): a key derived per purpose, the
// TOTP secret sealed with AES-256-GCM, recovery codes as keyed hashes. No server-only import and no
// environment read, so the browser tests' fixtures enrol staff with exactly these forms.

const key = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, "staff-second-factor", purpose, 32));

/** AES-256-GCM under a key derived from the server's secret: a database dump alone does not give the secrets. */
export function sealTotpSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(serverSecret, "totp-secret"), iv);
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function openTotpSecret(serverSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(serverSecret, "totp-secret"), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
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
export function recoveryCodeHash(serverSecret: string, code: string): string {
  return createHmac("sha256", key(serverSecret, "recovery-code"))
    .update(normaliseRecoveryCode(code))
    .digest("base64url");
}

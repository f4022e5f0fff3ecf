import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getAuthSecret } from "@/lib/env";

// The sendable body of a message that carries a secret, kept only sealed until it is sent (decision 812):
// AES-256-GCM under a key derived from AUTH_SECRET with HKDF-SHA256 for this one purpose. The recipient is
// bound as associated data, so a sealed body copied to another row, or a row readdressed, no longer opens.
// A webhook endpoint's signing secret is sealed the same way, under a key of its own purpose (decision 561).

export type MailBody = { text: string; html: string | null };

const VERSION = "v1";
const MAIL_PURPOSE = "paisapilot:mail-sealed-body:v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const derived = new Map<string, { secret: string; key: Buffer }>();

function key(purpose: string): Buffer {
  const secret = getAuthSecret();
  let entry = derived.get(purpose);
  if (entry?.secret !== secret) {
    entry = { secret, key: Buffer.from(hkdfSync("sha256", secret, "", purpose, 32)) };
    derived.set(purpose, entry);
  }
  return entry.key;
}

/** Seals `plain` under the key of `purpose`, bound to `associated` (the row it belongs to). */
export function sealText(plain: string, associated: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(purpose), iv);
  cipher.setAAD(Buffer.from(associated));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/** Throws when the text was tampered with, belongs to another row, or AUTH_SECRET changed since. */
export function openText(sealed: string, associated: string, purpose: string): string {
  const [version, payload = ""] = sealed.split(".");
  if (version !== VERSION) throw new Error("sealed text: unknown version");
  const bytes = Buffer.from(payload, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(purpose), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(associated));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}

export function sealBody(body: MailBody, recipient: string): string {
  return sealText(JSON.stringify(body), recipient, MAIL_PURPOSE);
}

/** Throws when the body was tampered with, belongs to another recipient, or AUTH_SECRET changed since. */
export function openBody(sealed: string, recipient: string): MailBody {
  return JSON.parse(openText(sealed, recipient, MAIL_PURPOSE)) as MailBody;
}

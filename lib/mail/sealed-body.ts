import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getAuthSecret } from "@/lib/env";

// The sendable body of a message that carries a secret, kept only sealed until it is sent (decision 812):
// AES-256-GCM under a key derived from AUTH_SECRET with HKDF-SHA256 for this one purpose. The recipient is
// bound as associated data, so a sealed body copied to another row, or a row readdressed, no longer opens.

export type MailBody = { text: string; html: string | null };

const VERSION = "v1";
const INFO = "paisapilot:mail-sealed-body:v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

let derived: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = getAuthSecret();
  if (derived?.secret !== secret) derived = { secret, key: Buffer.from(hkdfSync("sha256", secret, "", INFO, 32)) };
  return derived.key;
}

export function sealBody(body: MailBody, recipient: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(recipient));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(body), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/** Throws when the body was tampered with, belongs to another recipient, or AUTH_SECRET changed since. */
export function openBody(sealed: string, recipient: string): MailBody {
  const [version, payload = ""] = sealed.split(".");
  if (version !== VERSION) throw new Error("sealed mail body: unknown version");
  const bytes = Buffer.from(payload, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(recipient));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString("utf8")) as MailBody;
}

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Signing as the Standard Webhooks specification says (standardwebhooks.com, decision 561), so a receiver
// can use its libraries or the few lines in docs/API.md: the secret is "whsec_" and base64 of 32 random
// bytes; the signature is "v1," and base64 of HMAC-SHA256 over "{id}.{timestamp}.{body}" keyed with the
// secret's decoded bytes; the timestamp is the attempt's, in seconds.

export const SECRET_PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");

/** The Webhook-Signature header's value for one attempt. */
export function signWebhook(secret: string, message: { id: string; timestamp: number; body: string }): string {
  const mac = createHmac("sha256", keyOf(secret)).update(`${message.id}.${message.timestamp}.${message.body}`);
  return `v1,${mac.digest("base64")}`;
}

/** The headers of one attempt: id, timestamp (seconds) and signature. */
export function webhookHeaders(secret: string, message: { id: string; timestamp: number; body: string }) {
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(message.timestamp),
    "webhook-signature": signWebhook(secret, message),
  };
}

/** Whether any of the space-separated signatures in `header` is this message's (constant time). */
export function signatureMatches(
  secret: string,
  message: { id: string; timestamp: number; body: string },
  header: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, message));
  return header
    .split(" ")
    .some((candidate) => candidate.length === expected.length && timingSafeEqual(Buffer.from(candidate), expected));
}

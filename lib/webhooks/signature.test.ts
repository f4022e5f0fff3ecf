import { describe, expect, it } from "vitest";
import { newWebhookSecret, signatureMatches, signWebhook } from "./signature";

// The Standard Webhooks specification's own example (github.com/standard-webhooks/standard-webhooks,
// spec/standard-webhooks.md): a receiver using its libraries accepts what we sign.
const example = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};

describe("webhook signatures (decision 561)", () => {
  it("match the Standard Webhooks example", () => {
    expect(signWebhook(example.secret, example)).toBe(example.signature);
  });

  it("verify only the exact message under the same secret", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const message = { id: "msg_1", timestamp: 1_800_000_000, body: '{"type":"claim.created"}' };
    const header = `v1,bogus ${signWebhook(secret, message)}`;
    expect(signatureMatches(secret, message, header)).toBe(true);
    expect(signatureMatches(secret, { ...message, timestamp: message.timestamp + 1 }, header)).toBe(false);
    expect(signatureMatches(secret, { ...message, body: `${message.body} ` }, header)).toBe(false);
    expect(signatureMatches(newWebhookSecret(), message, header)).toBe(false);
  });
});

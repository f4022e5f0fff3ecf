import { randomUUID } from "node:crypto";
import type { MailTransport, OutgoingMail } from "@/lib/mail/transport";

/**
 * A provider for the outbox tests: records every call and every successful one, can be taken down and
 * brought back, and (like Resend) answers a repeated idempotency key with the first send instead of
 * delivering again. `delivered` is what recipients would find in their inboxes.
 */
export function fakeProvider(options: { failEvery?: number } = {}) {
  const calls: OutgoingMail[] = [];
  const successes: OutgoingMail[] = [];
  const delivered = new Map<string, OutgoingMail>();
  let down = false;
  const transport: MailTransport = {
    name: "resend",
    async send(message) {
      calls.push(message);
      // Let concurrent drains interleave here, as a network call would (no timer, no sleep).
      await new Promise((resolve) => setImmediate(resolve));
      if (down) throw new Error("provider down");
      if (options.failEvery && calls.length % options.failEvery === 0) throw new Error("provider hiccup");
      successes.push(message);
      if (!delivered.has(message.idempotencyKey)) delivered.set(message.idempotencyKey, message);
      return { providerId: `fake-${message.idempotencyKey}` };
    },
  };
  const successesOf = (id: string) => successes.filter((m) => m.idempotencyKey === id).length;
  return {
    transport,
    calls,
    successes,
    delivered,
    successesOf,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

/**
 * Each outbox test runs on its own simulated clock, years before the real one, so a drain at that time
 * claims only the rows the test queued on it (the other files' rows are due at the real time).
 */
export function simulatedClock(year: number) {
  let now = Date.UTC(year, 0, 1, 9, 0);
  return {
    now: () => new Date(now),
    at: (date: Date) => {
      now = date.getTime();
      return new Date(now);
    },
    advance: (ms: number) => {
      now += ms;
      return new Date(now);
    },
  };
}

export const recipient = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

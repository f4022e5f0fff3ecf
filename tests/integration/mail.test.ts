import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as cron from "@/app/api/cron/send-mail/route";
import { db } from "@/lib/db";
import { listOutbox } from "@/lib/data/email-messages";
import { getEnv } from "@/lib/env";
import { drainOutbox } from "@/lib/mail/outbox";
import { isDevMailboxEnabled, sendMail, setMailTransportForTests } from "@/lib/mail/send-mail";
import { fakeProvider, recipient, simulatedClock } from "./mail-helpers";

const cronSecret = vi.hoisted(() => {
  const value = "cron-Hq7Zt2Lm9Xw4Rb8Kp1Vy6Nc3Jd5Gs0Fa";
  process.env.CRON_SECRET = value;
  return value;
});

afterEach(() => {
  setMailTransportForTests(undefined);
  vi.useRealTimers();
});

describe("mail", () => {
  it("keeps messages in the outbox, newest first, when no transport is configured", async () => {
    expect(isDevMailboxEnabled()).toBe(true);
    const to = `Reader.${randomUUID().slice(0, 8)}@Example.com`;
    // Sent a minute apart on a set clock (only Date is faked: the database's own timers keep running).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 25, 9, 0) });
    await sendMail({ to, subject: "First", text: "one" });
    vi.setSystemTime(Date.UTC(2026, 10, 25, 9, 1));
    await sendMail({ to, subject: "Second", text: "two" });
    const messages = await listOutbox({ to });
    expect(messages.map((m) => m.subject)).toEqual(["Second", "First"]);
    const rows = await db.emailMessage.findMany({ where: { to: to.toLowerCase() } });
    expect(rows.every((m) => m.status === "QUEUED" && m.transport === "outbox" && m.attempts === 0)).toBe(true);
  });

  it("queues the message and answers at once when the provider fails: the caller's action succeeds", async () => {
    const provider = fakeProvider();
    provider.setDown(true);
    setMailTransportForTests(provider.transport);
    const clock = simulatedClock(2011);
    const to = recipient("fail");
    const { id } = await sendMail({ to, subject: "S", text: "T" }, { now: clock.now() });
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "FAILED", error: "provider down", transport: "resend", attempts: 1 });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
    provider.setDown(false);
    await drainOutbox({ id, now: row.nextAttemptAt });
    expect(await db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "SENT", error: null });
  });

  it("sends through the transport at once, with the row id as the idempotency key", async () => {
    const provider = fakeProvider();
    setMailTransportForTests(provider.transport);
    const to = recipient("direct");
    const { id } = await sendMail({ to, subject: "Hello", text: "Body", html: "<p>Body</p>" });
    expect(provider.successes).toEqual([
      { from: getEnv().MAIL_FROM, to, subject: "Hello", text: "Body", html: "<p>Body</p>", idempotencyKey: id },
    ]);
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "SENT", providerId: `fake-${id}`, attempts: 1, leaseUntil: null });
  });

  it("never lets a line break from user input into a header", async () => {
    const to = `crlf.${randomUUID().slice(0, 8)}@example.com`;
    await sendMail({
      to: `${to}\r\nBcc: victim@example.com`,
      subject: "New message from Eve\r\nBcc: all@example.com",
      text: "body\nkept",
    });
    const row = await db.emailMessage.findFirstOrThrow({ where: { to: { startsWith: to } } });
    expect(row.subject).toBe("New message from Eve Bcc: all@example.com");
    expect(row.to).not.toMatch(/[\r\n]/);
    expect(row.text).toBe("body\nkept");
  });

  it("GET /api/cron/send-mail runs only for the scheduler's Bearer CRON_SECRET", async () => {
    const call = (authorization?: string) =>
      cron.GET(new Request("http://localhost/api/cron/send-mail", { headers: authorization ? { authorization } : {} }));
    expect((await call()).status).toBe(401);
    expect((await call("Bearer wrong")).status).toBe(401);
    // No transport here: nothing is claimed, the outbox is left for the demo mailbox.
    const answer = await call(`Bearer ${cronSecret}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      data: {
        sent: 0,
        retrying: 0,
        dead: 0,
        superseded: 0,
        webhooks: { delivered: 0, retrying: 0, failed: 0, superseded: 0 },
      },
    });
  });
});

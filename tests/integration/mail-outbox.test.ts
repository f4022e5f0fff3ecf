import { afterEach, describe, expect, it } from "vitest";
import { resendMail, SECRET_GONE_MESSAGE } from "@/lib/console/mail";
import { claimDueEmails, markEmailSent } from "@/lib/data/email-messages";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/mail/outbox";
import { FIRST_RETRY_MS, LEASE_MS, MAX_ATTEMPTS, PROVIDER_KEY_TTL_MS } from "@/lib/mail/outbox-policy";
import { secretSlot } from "@/lib/mail/secret-slots";
import { sendMail, setMailTransportForTests } from "@/lib/mail/send-mail";
import { outboxTransport } from "@/lib/mail/transport";
import { fakeProvider, recipient, simulatedClock } from "./mail-helpers";
import { staffContext } from "./staff-helpers";

// The durable outbox (decision 811, security row 26) on a simulated clock per test: `now` is a parameter
// of the sender and the drain, so minutes and hours pass without a sleep. Years differ per test (and go
// down) so no drain here can claim another test's rows, nor the rows other files queue at the real time.

afterEach(() => setMailTransportForTests(undefined));

const row = (id: string) => db.emailMessage.findUniqueOrThrow({ where: { id } });
const ms = (date: Date) => date.getTime();

describe("the mail outbox", () => {
  it("retries a failed message with growing, jittered waits and delivers it once the provider is back [security 26]", async () => {
    const clock = simulatedClock(2009);
    const provider = fakeProvider();
    setMailTransportForTests(provider.transport);
    provider.setDown(true);
    const { id } = await sendMail(
      { to: recipient("retry"), subject: "Approved", text: "You're in" },
      { now: clock.now() },
    );

    let message = await row(id);
    expect(message).toMatchObject({ status: "FAILED", attempts: 1, error: "provider down" });
    const firstWait = ms(message.nextAttemptAt) - ms(clock.now());
    expect(firstWait).toBeGreaterThanOrEqual(FIRST_RETRY_MS * 0.8);
    expect(firstWait).toBeLessThanOrEqual(FIRST_RETRY_MS * 1.2);

    // Not due yet: nothing is claimed.
    expect(await drainOutbox({ now: clock.advance(firstWait - 1000) })).toMatchObject({ sent: 0, retrying: 0 });
    expect(await row(id)).toMatchObject({ status: "FAILED", attempts: 1 });

    expect(await drainOutbox({ now: clock.at(message.nextAttemptAt) })).toMatchObject({ retrying: 1 });
    message = await row(id);
    const secondWait = ms(message.nextAttemptAt) - ms(clock.now());
    expect(secondWait).toBeGreaterThanOrEqual(2 * FIRST_RETRY_MS * 0.8);
    expect(secondWait).toBeLessThanOrEqual(2 * FIRST_RETRY_MS * 1.2);

    provider.setDown(false);
    expect(await drainOutbox({ now: clock.at(message.nextAttemptAt) })).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: "SENT", attempts: 3, error: null, leaseUntil: null });
    expect(provider.calls.map((c) => c.idempotencyKey)).toEqual([id, id, id]);
    expect(provider.successesOf(id)).toBe(1);
    // Delivered: a later drain finds nothing to send.
    expect(await drainOutbox({ now: clock.advance(60 * 60_000) })).toMatchObject({ sent: 0, retrying: 0 });
    expect(provider.successes).toHaveLength(1);
  });

  it("gives up after MAX_ATTEMPTS within the provider's key window; staff can send it again", async () => {
    const clock = simulatedClock(2008);
    const provider = fakeProvider();
    setMailTransportForTests(provider.transport);
    provider.setDown(true);
    const start = clock.now();
    const { id } = await sendMail({ to: recipient("dead"), subject: "Notice", text: "Body" }, { now: start });
    for (let guard = 0; (await row(id)).status === "FAILED" && guard < MAX_ATTEMPTS + 5; guard++)
      await drainOutbox({ now: clock.at((await row(id)).nextAttemptAt) });

    const dead = await row(id);
    expect(dead).toMatchObject({ status: "DEAD", attempts: MAX_ATTEMPTS, error: "provider down", sealedBody: null });
    expect(provider.calls).toHaveLength(MAX_ATTEMPTS);
    expect(ms(clock.now()) - ms(start)).toBeLessThan(PROVIDER_KEY_TTL_MS);
    expect(ms(clock.now()) - ms(start)).toBeGreaterThan(12 * 60 * 60_000);
    // Dead stays dead: no drain takes it again.
    expect(await drainOutbox({ now: clock.advance(24 * 60 * 60_000) })).toMatchObject({ retrying: 0, dead: 0 });

    provider.setDown(false);
    const admin = await staffContext("ADMIN");
    await resendMail(admin, id, clock.now());
    expect(await row(id)).toMatchObject({ status: "SENT", attempts: 1 });
    expect(provider.successesOf(id)).toBe(1);
    const entry = await db.auditLog.findFirstOrThrow({ where: { entityId: id, action: "mail.resend" } });
    expect(entry).toMatchObject({ actorId: admin.session.staffId, before: { status: "DEAD", attempts: MAX_ATTEMPTS } });
    // Sent: nothing to resend.
    await expect(resendMail(admin, id, clock.now())).rejects.toMatchObject({ status: 409 });
    // An editor may not.
    await expect(resendMail(await staffContext("EDITOR"), id, clock.now())).rejects.toMatchObject({ status: 403 });
  });

  it("refuses to resend a dead message whose code is gone, and never sends its masked copy", async () => {
    const clock = simulatedClock(2007);
    const provider = fakeProvider();
    setMailTransportForTests(provider.transport);
    provider.setDown(true);
    const { id } = await sendMail(
      {
        to: recipient("dead-code"),
        subject: "Your code",
        text: `Code: ${secretSlot("code")}`,
        secrets: { code: "735194" },
      },
      { now: clock.now() },
    );
    for (let guard = 0; (await row(id)).status === "FAILED" && guard < MAX_ATTEMPTS + 5; guard++)
      await drainOutbox({ now: clock.at((await row(id)).nextAttemptAt) });
    expect(await row(id)).toMatchObject({ status: "DEAD", redacted: true, sealedBody: null });
    provider.setDown(false);
    await expect(resendMail(await staffContext("ADMIN"), id, clock.now())).rejects.toMatchObject({
      status: 409,
      message: SECRET_GONE_MESSAGE,
    });
    expect(await row(id)).toMatchObject({ status: "DEAD" });
    expect(provider.successes).toHaveLength(0);
  });

  it("concurrent drains over many messages deliver each exactly once [security 26]", async () => {
    const clock = simulatedClock(2006);
    const to = recipient("many");
    // Queued without a transport (as before a key is configured), then drained by six drains at once.
    setMailTransportForTests(outboxTransport);
    const ids: string[] = [];
    for (let i = 0; i < 120; i++)
      ids.push((await sendMail({ to, subject: `Message ${i}`, text: `Body ${i}` }, { now: clock.now() })).id);
    const provider = fakeProvider();
    const now = clock.advance(1000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => drainOutbox({ now, transport: provider.transport, batch: 7 })),
    );
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(120);
    expect(provider.calls).toHaveLength(120);
    expect(ids.every((id) => provider.successesOf(id) === 1)).toBe(true);
    const states = await db.emailMessage.groupBy({ by: ["status"], where: { to }, _count: { _all: true } });
    expect(states).toEqual([{ status: "SENT", _count: { _all: 120 } }]);
  });

  it("takes over a claim whose sender died, with the same key, so the provider delivers it once [security 26]", async () => {
    const clock = simulatedClock(2005);
    setMailTransportForTests(outboxTransport);
    const { id } = await sendMail({ to: recipient("lease"), subject: "S", text: "T" }, { now: clock.now() });
    const provider = fakeProvider();

    // A sender claims it, hands it to the provider, and dies before recording the outcome.
    const start = clock.advance(1000);
    const [claim] = await claimDueEmails({ now: start, leaseUntil: new Date(ms(start) + LEASE_MS), limit: 1, id });
    expect(claim).toMatchObject({ id, attempts: 1 });
    await provider.transport.send({ ...claim!, html: undefined, idempotencyKey: id });

    // While the lease holds, nobody else takes it.
    expect(await drainOutbox({ now: clock.advance(LEASE_MS - 1000), transport: provider.transport })).toMatchObject({
      sent: 0,
    });
    expect(await drainOutbox({ now: clock.advance(2000), transport: provider.transport })).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: "SENT", attempts: 2 });
    expect(provider.calls.map((c) => c.idempotencyKey)).toEqual([id, id]);
    expect(provider.delivered.size).toBe(1);
    // The dead sender's late write is refused: its claim is no longer current.
    expect(await markEmailSent(claim!, { providerId: "late", transport: "resend", now: clock.now() })).toBe(false);
    expect((await row(id)).providerId).toBe(`fake-${id}`);
  });

  it("load and fault: 200 messages queued during a minute-long outage are all delivered once after it [security 26]", async () => {
    const clock = simulatedClock(2004);
    const provider = fakeProvider({ failEvery: 7 });
    setMailTransportForTests(provider.transport);
    provider.setDown(true);
    const to = recipient("load");
    const start = clock.now();
    const ids: string[] = [];
    // One message every 300 ms of the outage, each refused at its first attempt.
    for (let i = 0; i < 200; i++)
      ids.push((await sendMail({ to, subject: `Load ${i}`, text: `Body ${i}` }, { now: clock.advance(300) })).id);
    expect(provider.successes).toHaveLength(0);

    // The cron drains every 10 s, three at once (two instances and Vercel, say); the provider comes back
    // a minute in, then still drops one call in seven. Which message a dropped call hits depends on how
    // the three drains interleave, so how long the last one takes varies from run to run: the test runs
    // the drains until every message is delivered, within the outbox's own horizon (the provider's
    // idempotency window), rather than to a fixed time.
    clock.at(start);
    const delivered = () => new Set(provider.successes.map((m) => m.idempotencyKey)).size === ids.length;
    while (!delivered() && ms(clock.now()) - ms(start) < PROVIDER_KEY_TTL_MS) {
      const now = clock.advance(10_000);
      if (ms(now) - ms(start) >= 60_000) provider.setDown(false);
      await Promise.all([drainOutbox({ now }), drainOutbox({ now }), drainOutbox({ now })]);
    }
    expect(delivered()).toBe(true);
    expect(ids.filter((id) => provider.successesOf(id) !== 1)).toEqual([]);
    expect(provider.successes).toHaveLength(200);
    const states = await db.emailMessage.groupBy({ by: ["status"], where: { to }, _count: { _all: true } });
    expect(states).toEqual([{ status: "SENT", _count: { _all: 200 } }]);
  });
});

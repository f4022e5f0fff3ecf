import { afterEach, describe, expect, it } from "vitest";
import { sendCode } from "@/lib/partner-account/codes";
import { listMail } from "@/lib/console/mail";
import { db } from "@/lib/db";
import { readDevMailbox } from "@/lib/mail/dev-mailbox";
import { drainOutbox } from "@/lib/mail/outbox";
import { SECRET_MASK } from "@/lib/mail/secret-slots";
import { setMailTransportForTests } from "@/lib/mail/send-mail";
import { confirmDeletionRequest, createDeletionRequest } from "@/lib/public-forms/account-deletion";
import { fakeProvider } from "./mail-helpers";
import { createPartner, uniqueEmail, uniqueIp } from "./partner-helpers";
import { staffContext } from "./staff-helpers";

// Security row 23 (decision 812): a code or a link token an e-mail carries reaches the recipient in full,
// and is never in the EmailMessage table in clear (read with SQL, every column) nor in the console's data.

afterEach(() => setMailTransportForTests(undefined));

/** Every column of the recipient's rows, as SQL returns them. */
async function storedRows(to: string): Promise<string> {
  const rows = await db.$queryRaw<Record<string, unknown>[]>`SELECT * FROM "EmailMessage" WHERE "to" = ${to}`;
  expect(rows).toHaveLength(1);
  return JSON.stringify(rows);
}

async function consoleData(to: string): Promise<string> {
  const rows = await listMail(await staffContext("ADMIN"), { search: to });
  expect(rows).toHaveLength(1);
  return JSON.stringify(rows);
}

/** The provider is down at the first attempt, so the secret must survive (sealed) until a retry. */
async function deliverAfterOutage(to: string, provider: ReturnType<typeof fakeProvider>) {
  const queued = await db.emailMessage.findFirstOrThrow({ where: { to } });
  expect(queued).toMatchObject({ status: "FAILED", redacted: true });
  expect(queued.sealedBody).toMatch(/^v1\./);
  provider.setDown(false);
  expect(await drainOutbox({ id: queued.id, now: queued.nextAttemptAt })).toMatchObject({ sent: 1 });
  expect(await db.emailMessage.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({
    status: "SENT",
    sealedBody: null,
  });
  const [sent] = provider.successes;
  return sent!;
}

describe("secrets in e-mail", () => {
  it("a password-reset code is delivered in full and stored and shown only masked [security 23]", async () => {
    const provider = fakeProvider();
    provider.setDown(true);
    setMailTransportForTests(provider.transport);
    const { email } = await createPartner();
    await sendCode({ email, type: "password_reset" }, uniqueIp());

    const code = /\b(\d{6})\b/.exec(provider.calls[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    for (const seen of [await storedRows(email), await consoleData(email)]) {
      expect(seen).not.toContain(code);
      expect(seen).toContain(SECRET_MASK);
    }

    const sent = await deliverAfterOutage(email, provider);
    expect(sent.text).toContain(code);
    expect(sent.html).toContain(code);
    expect(sent.text).not.toContain(SECRET_MASK);
    for (const seen of [await storedRows(email), await consoleData(email)]) expect(seen).not.toContain(code);
  });

  it("an account-deletion link is delivered in full and stored and shown without its token [security 23]", async () => {
    const provider = fakeProvider();
    provider.setDown(true);
    setMailTransportForTests(provider.transport);
    const email = uniqueEmail("leaving");
    await createDeletionRequest({ email, reason: "" });

    const token = /confirm\?token=([\w-]+)/.exec(provider.calls[0]!.text)?.[1];
    expect(token).toHaveLength(43);
    for (const seen of [await storedRows(email), await consoleData(email)]) {
      expect(seen).not.toContain(token);
      expect(seen).toContain(`confirm?token=${SECRET_MASK}`);
    }

    const sent = await deliverAfterOutage(email, provider);
    expect(sent.text).toContain(`/account-deletion/confirm?token=${token}`);
    expect(await confirmDeletionRequest(token!)).toBe("confirmed");
  });

  it("the demo mailbox shows the code, opened from the sealed body; a tampered or readdressed row does not open [security 23]", async () => {
    const email = uniqueEmail("demo");
    await sendCode({ email, type: "email_verification" }, uniqueIp());
    const stored = await db.emailMessage.findFirstOrThrow({ where: { to: email } });
    expect(stored).toMatchObject({ status: "QUEUED", redacted: true });
    expect(stored.text).not.toMatch(/\b\d{6}\b/);
    const [shown] = await readDevMailbox({ to: email });
    const code = /\b(\d{6})\b/.exec(shown!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // The same sealed body on a row addressed to someone else opens for nobody.
    const thief = uniqueEmail("thief");
    await db.emailMessage.create({
      data: { ...stored, id: `copy-${stored.id}`, to: thief, createdAt: new Date(), nextAttemptAt: new Date() },
    });
    const [copied] = await readDevMailbox({ to: thief });
    expect(copied!.text).not.toContain(code);
    expect(copied!.text).toContain(SECRET_MASK);
  });
});

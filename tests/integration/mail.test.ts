import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { listOutbox } from "@/lib/data/email-messages";
import { isDevMailboxEnabled, sendMail, setMailTransportForTests } from "@/lib/mail/send-mail";

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
    expect(messages.every((m) => m.status === "QUEUED" && m.transport === "outbox" && m.to === to.toLowerCase())).toBe(
      true,
    );
  });

  it("records a transport failure on the message and reports it to the caller", async () => {
    setMailTransportForTests({
      name: "resend",
      send: async () => {
        throw new Error("provider down");
      },
    });
    const to = `fail.${randomUUID().slice(0, 8)}@example.com`;
    await expect(sendMail({ to, subject: "S", text: "T" })).rejects.toThrow("provider down");
    const row = await db.emailMessage.findFirstOrThrow({ where: { to } });
    expect(row).toMatchObject({ status: "FAILED", error: "provider down", transport: "resend" });
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
});

import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/v1/account-deletion/route";
import { db } from "@/lib/db";
import { listConfirmedDeletionRequests } from "@/lib/data/deletion-requests";
import { readDevMailbox } from "@/lib/mail/dev-mailbox";
import { execute } from "@/lib/operations/execute";
import { confirmDeletionRequest } from "@/lib/public-forms/account-deletion";
import { confirmAccountDeletion } from "@/lib/public-forms/operations";
import { fromIp, jsonRequest, uniqueEmail, uniqueIp } from "./public-helpers";

async function registeredLead(): Promise<string> {
  const email = uniqueEmail("member");
  await db.lead.create({ data: { name: "Member", email, phone: "9876543210", companySize: "S1_10" } });
  return email;
}

/** The link is read where the person reads it (the demo mailbox); the table holds it masked (decision 812). */
async function mailedText(email: string): Promise<string> {
  const [mail] = await readDevMailbox({ to: email });
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return mail.text;
}

function tokenFromMail(text: string): string {
  const match = /\/account-deletion\/confirm\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error("no confirmation link in the e-mail");
  return match[1];
}

describe("POST /api/v1/account-deletion", () => {
  it("answers 400 'Email not found' for an e-mail nobody registered, storing nothing", async () => {
    const email = uniqueEmail("stranger");
    const response = await POST(jsonRequest("/api/v1/account-deletion", { email, reason: "" }, fromIp(uniqueIp())));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("Email not found. Please enter a registered email.");
    expect(await db.deletionRequest.count({ where: { email } })).toBe(0);
  });

  it("answers 400 with the spec's messages for a missing or malformed e-mail", async () => {
    const ip = uniqueIp();
    const missing = await POST(jsonRequest("/api/v1/account-deletion", { email: "" }, fromIp(ip)));
    expect((await missing.json()).error.message).toBe("Email is required");
    const malformed = await POST(jsonRequest("/api/v1/account-deletion", { email: "not-an-email" }, fromIp(ip)));
    expect((await malformed.json()).error.message).toBe("Please enter a valid email address");
  });

  it("stores a request for a registered e-mail, mails a link, and the link confirms it once", async () => {
    const email = await registeredLead();
    const response = await POST(
      jsonRequest(
        "/api/v1/account-deletion",
        { email: email.toUpperCase(), reason: "Switching apps" },
        fromIp(uniqueIp()),
      ),
    );
    expect(response.status).toBe(201);
    const row = await db.deletionRequest.findFirstOrThrow({ where: { email } });
    expect(row).toMatchObject({ status: "AWAITING_CONFIRMATION", reason: "Switching apps", confirmedAt: null });

    const text = await mailedText(email);
    expect(text).toContain("7 business days");
    const token = tokenFromMail(text);
    expect(row.confirmTokenHash).not.toContain(token);
    const stored = await db.emailMessage.findFirstOrThrow({ where: { to: email } });
    expect(`${stored.text}${stored.sealedBody}`).not.toContain(token);
    expect(stored.text).toContain("/account-deletion/confirm?token=••••••");

    expect(await confirmDeletionRequest(token)).toBe("confirmed");
    expect(await confirmDeletionRequest(token)).toBe("already-confirmed");
    expect(await confirmDeletionRequest("x".repeat(43))).toBe("invalid");
    const confirmed = await db.deletionRequest.findUniqueOrThrow({ where: { id: row.id } });
    expect(confirmed.status).toBe("CONFIRMED");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect((await listConfirmedDeletionRequests(1000)).map((r) => r.id)).toContain(row.id);
  });

  it("a link older than seven days no longer confirms", async () => {
    const email = await registeredLead();
    await POST(jsonRequest("/api/v1/account-deletion", { email }, fromIp(uniqueIp())));
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    expect(await confirmDeletionRequest(tokenFromMail(await mailedText(email)), eightDaysOn)).toBe("expired");
  });

  it("stores one request for a double submit, refuses 413 and rate-limits to 429 [security 17]", async () => {
    const email = await registeredLead();
    const ip = uniqueIp();
    const send = () => POST(jsonRequest("/api/v1/account-deletion", { email, reason: "" }, fromIp(ip)));
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await db.deletionRequest.count({ where: { email } })).toBe(1);

    expect(
      (await POST(jsonRequest("/api/v1/account-deletion", { email, reason: "r".repeat(20_000) }, fromIp(uniqueIp()))))
        .status,
    ).toBe(413);

    const flood = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await POST(jsonRequest("/api/v1/account-deletion", { email: uniqueEmail("f") }, fromIp(flood)))).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("sends at most 3 confirmation e-mails a day to one address, whatever the caller's address", async () => {
    const email = await registeredLead();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await POST(jsonRequest("/api/v1/account-deletion", { email, reason: `try ${i}` }, fromIp(uniqueIp())))).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await db.emailMessage.count({ where: { to: email } })).toBe(3);
  });

  it("the confirm button is an operation: its outcome, and at most 10 presses an hour from one address", async () => {
    const email = await registeredLead();
    const sent = await POST(jsonRequest("/api/v1/account-deletion", { email }, fromIp(uniqueIp())));
    expect(sent.status).toBe(201);
    const token = tokenFromMail(await mailedText(email));
    const caller = { actor: null, ip: uniqueIp(), userAgent: null, via: "action" as const };
    const press = (value: string) => execute(confirmAccountDeletion, { token: value }, caller);

    expect((await press(token)).data).toBe("confirmed");
    expect((await press(token)).data).toBe("already-confirmed");
    for (let i = 0; i < 8; i++) expect((await press(`wrong-${i}`)).data).toBe("invalid");
    await expect(press(token)).rejects.toMatchObject({ code: "rate_limited" });
    await expect(execute(confirmAccountDeletion, { token: 42 }, { ...caller, ip: uniqueIp() })).rejects.toMatchObject({
      code: "validation_failed",
    });
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// Issue 50, H2 (the server's side): a notification reaches every approved partner only from a request
// that asked for everyone and confirmed how many that is. A missing or malformed audience, or a send to
// all without the confirmed number, is refused with a message and sends nothing.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
const { request } = await import("../shared/next-runtime");

const { sendNotificationAction } = await import("@/lib/actions/staff/send-notification");
const { countApprovedPartners } = await import("@/lib/console/reads");
const { db } = await import("@/lib/db");
const { STAFF_COOKIE } = await import("@/lib/staff/cookie-names");
const { NOTIFICATION_AUDIENCE_REQUIRED, confirmAllMessage } = await import("@/lib/validations/staff");
const { createPartner } = await import("./partner-helpers");
const { fromIp, uniqueIp } = await import("./public-helpers");
const { enrol, staffContext, staffToken } = await import("./staff-helpers");

type Ctx = Awaited<ReturnType<typeof staffContext>>;

async function signedInAdmin(): Promise<Ctx> {
  const ctx = await staffContext("ADMIN");
  await enrol(ctx.session); // an admin's session needs the second factor
  request.cookies.clear();
  request.cookies.set(STAFF_COOKIE, await staffToken(ctx.session.staffId));
  return ctx;
}

/** The form as a browser posts it: `audience` left out when undefined, a repeated field sent twice. */
function send(fields: Record<string, string | string[] | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of value === undefined ? [] : [value].flat()) form.append(name, one);
  request.headers = new Headers(fromIp(uniqueIp()));
  return sendNotificationAction(null, form);
}

const received = (message: string) => db.notification.count({ where: { message } });
const unique = () => randomUUID().slice(0, 8);

describe("who a console notification reaches", () => {
  it("a missing or malformed audience is refused on the audience, never read as everyone", async () => {
    await signedInAdmin();
    const partner = await createPartner();
    for (const audience of [undefined, "", "ALL", "everyone", "all "]) {
      const message = `Who gets this ${unique()}`;
      const result = await send({ audience, email: partner.email, message });
      expect(result, `audience ${JSON.stringify(audience)}`).toMatchObject({
        ok: false,
        code: "validation_failed",
        fieldErrors: { audience: [NOTIFICATION_AUDIENCE_REQUIRED] },
      });
      expect(await received(message)).toBe(0);
    }
  });

  it("a send to all without the confirmed number, or with another number, is refused and sends nothing", async () => {
    const ctx = await signedInAdmin();
    await createPartner();
    for (const confirmRecipients of [undefined, "", "yes", "-1", "1e3", "0"]) {
      const message = `Unconfirmed broadcast ${unique()}`;
      const result = await send({ audience: "all", message, confirmRecipients });
      expect(result, `confirmation ${JSON.stringify(confirmRecipients)}`).toMatchObject({
        ok: false,
        code: "validation_failed",
        details: { recipients: expect.any(Number) },
      });
      if (result.ok) continue;
      const n = result.details?.recipients as number;
      expect(n).toBeGreaterThan(0);
      expect(result.fieldErrors).toEqual({ audience: [confirmAllMessage(n)] });
      expect(result.formError).toBe(`Send to ${n} partners? Tick “Yes, send to all ${n}” and send again.`);
      expect(await received(message)).toBe(0);
    }
    // "One partner" and "all" sent together: the last one counts, and it still needs the number.
    const message = `Both audiences ${unique()}`;
    const both = await send({ audience: ["one", "all"], message, email: "x@example.com" });
    expect(both).toMatchObject({ ok: false, details: { recipients: expect.any(Number) } });
    expect(await received(message)).toBe(0);
    expect(await countApprovedPartners(ctx)).toBeGreaterThan(0);
  });

  it("a send to all with the number the sender confirmed reaches them all; one partner needs no confirmation", async () => {
    const ctx = await signedInAdmin();
    const partner = await createPartner();
    const message = `Confirmed broadcast ${unique()}`;
    // Other files approve partners meanwhile (PostgreSQL runs files side by side): a confirmed number that
    // is no longer right is refused with the new one, as the form then asks again.
    let confirmed = await countApprovedPartners(ctx);
    let result = await send({ audience: "all", message, confirmRecipients: String(confirmed) });
    for (let tries = 0; !result.ok && result.details?.recipients !== undefined && tries < 5; tries++) {
      confirmed = result.details.recipients as number;
      result = await send({ audience: "all", message, confirmRecipients: String(confirmed) });
    }
    expect(result).toMatchObject({ ok: true, data: { recipients: confirmed, audience: "all", email: "" } });
    expect(await received(message)).toBe(confirmed);
    expect(await db.notification.count({ where: { message, partnerId: partner.id } })).toBe(1);

    const personal = `Just for you ${unique()}`;
    const one = await send({ audience: "one", email: partner.email.toUpperCase(), message: personal });
    expect(one).toMatchObject({
      ok: true,
      data: { recipients: 1, to: partner.email, audience: "one", email: partner.email.toUpperCase() },
    });
    expect(await db.notification.findMany({ where: { message: personal }, select: { partnerId: true } })).toEqual([
      { partnerId: partner.id },
    ]);
  });
});

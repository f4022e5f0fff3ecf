import { describe, expect, it, vi } from "vitest";

// The security review of 2026-11-30: a notification had no limit and no once, so a double submit
// broadcast twice and a loop could fill every partner's inbox. A send now runs once per submission and
// within the staff member's hourly budget (staffNotify).
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
const { sendNotificationAction } = await import("@/lib/actions/staff/send-notification");
const { db } = await import("@/lib/db");
const { spend } = await import("@/lib/limits/limiter");
const { createPartner } = await import("./partner-helpers");
const { createStaff } = await import("./staff-helpers");
const { signInForActions } = await import("./staff-request");

async function signedInAdmin() {
  const admin = await createStaff("ADMIN");
  await signInForActions(admin);
  return admin;
}

const form = (fields: Record<string, string>) => {
  const sent = new FormData();
  for (const [name, value] of Object.entries(fields)) sent.set(name, value);
  return sent;
};

describe("a notification from the console", () => {
  it("sent twice at once (a double press) reaches the partner once, and both presses hear it was sent [security 17]", async () => {
    await signedInAdmin();
    const partner = await createPartner({ prefix: "notify-once" });
    const message = `Your payout is on its way ${partner.id}`;
    const sent = form({ audience: "one", email: partner.email, message });
    const answers = await Promise.all([sendNotificationAction(null, sent), sendNotificationAction(null, sent)]);
    expect(answers.map((a) => a.ok)).toEqual([true, true]);
    expect(await db.notification.count({ where: { partnerId: partner.id, message } })).toBe(1);
  });

  it("past the staff member's hourly budget it is refused with a wait, and nothing is sent [security 24]", async () => {
    const admin = await signedInAdmin();
    const partner = await createPartner({ prefix: "notify-limit" });
    await spend({ rule: "staffNotify", key: `staff.send-notification:staff:${admin.staffId}` });
    const message = `Looped ${partner.id}`;
    const answer = await sendNotificationAction(null, form({ audience: "one", email: partner.email, message }));
    expect(answer).toMatchObject({ ok: false, code: "rate_limited" });
    expect(await db.notification.count({ where: { partnerId: partner.id } })).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { GET as listPartnersRoute } from "@/app/api/admin/partners/route";
import { POST as reviewRoute } from "@/app/api/admin/partners/[id]/review/route";
import { POST as login } from "@/app/api/v1/user/login/route";
import { GET as userRoute } from "@/app/api/v1/user/route";
import { APPROVAL_MESSAGE, suspendedMessage } from "@/lib/auth/messages";
import { reviewPartner } from "@/lib/console/partners";
import { getPublicOffer, trackingTarget } from "@/lib/data/public-offers";
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/staff/session";
import { todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon } from "./coupon-helpers";
import { PASSWORD, createPartner, get, post, sessionTokenFor, uniqueIp } from "./partner-helpers";
import { createStaff, enrol, staffToken } from "./staff-helpers";

// Decision 603: suspend (approved -> suspended) and reinstate (suspended -> approved).

const ctx = (session: StaffSession) => ({ session, ip: "127.0.0.1" });
const signIn = (email: string, password = PASSWORD) =>
  login(post("/api/v1/user/login", { email, password }, uniqueIp()));
const partnerRow = (id: string) => db.partner.findUniqueOrThrow({ where: { id } });
const suspend = (admin: StaffSession, partnerId: string, reason = "Offers that do not exist.") =>
  reviewPartner(ctx(admin), { partnerId, decision: "suspend", reason });

describe("suspending a partner", () => {
  it("is its own state: signed out at once, told why at sign-in, notified, e-mailed and audited [security 6]", async () => {
    const admin = await createStaff();
    const partner = await createPartner({ prefix: "suspended" });
    const token = await sessionTokenFor(partner);
    expect(await suspend(admin, partner.id)).toEqual({ id: partner.id, status: "SUSPENDED" });

    const row = await partnerRow(partner.id);
    expect(row).toMatchObject({ status: "SUSPENDED", reviewNote: "Offers that do not exist." });
    // Signed out at once: every device session is gone, so the token it held opens nothing.
    expect(await db.partnerSession.count({ where: { partnerId: partner.id } })).toBe(0);
    expect((await userRoute(get("/api/v1/user", { authorization: `Bearer ${token}` }))).status).toBe(401);
    const notices = await db.notification.findMany({ where: { partnerId: partner.id } });
    expect(notices.map((n) => n.message)).toEqual([
      "Your partner account has been suspended: Offers that do not exist.",
    ]);
    const mail = await db.emailMessage.findMany({ where: { to: partner.email } });
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/partner account is suspended$/)]);
    const entry = await db.auditLog.findFirstOrThrow({ where: { entityId: partner.id } });
    expect(entry).toMatchObject({
      action: "partner.suspend",
      actorEmail: admin.email,
      before: { status: "APPROVED", reviewNote: null },
      after: { status: "SUSPENDED", reviewNote: "Offers that do not exist." },
    });

    // Its own message, once the password is right; the spec's pending text stays for pending partners.
    const refused = await signIn(partner.email);
    expect(refused.status).toBe(403);
    const body = await refused.json();
    expect(body.message).toBe(suspendedMessage("Offers that do not exist."));
    expect(body.message).toBe(
      "Your partner account has been suspended: Offers that do not exist. Contact us at partners@paisapilot.example to have it reinstated.",
    );
    expect(body.message).not.toBe(APPROVAL_MESSAGE);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const wrong = await signIn(partner.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toContain("suspended");
  });

  it("a session still current when the account is suspended (set outside the console) is refused with the same message", async () => {
    const partner = await createPartner({ prefix: "current-token" });
    const token = await sessionTokenFor(partner);
    await db.partner.update({ where: { id: partner.id }, data: { status: "SUSPENDED", reviewNote: "Under review!" } });
    const response = await userRoute(get("/api/v1/user", { authorization: `Bearer ${token}` }));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(suspendedMessage("Under review"));
  });

  it("hides the partner's offers and tracking links until reinstated", async () => {
    const admin = await createStaff();
    const partner = await createPartner({ prefix: "hidden" });
    const today = todayInIndia();
    const coupon = await insertCoupon(partner.id, today, { link: "https://brand.example/live" });
    expect(await getPublicOffer(coupon.id, today)).not.toBeNull();

    await suspend(admin, partner.id);
    expect(await getPublicOffer(coupon.id, today)).toBeNull();
    expect(await trackingTarget(coupon.id, today)).toEqual({ ended: true });

    await reviewPartner(ctx(admin), { partnerId: partner.id, decision: "reinstate" });
    expect(await getPublicOffer(coupon.id, today)).not.toBeNull();
    expect(await trackingTarget(coupon.id, today)).toEqual({ link: "https://brand.example/live" });
  });
});

describe("reinstating a partner", () => {
  it("lets them sign in at once, clears the reason, notifies, e-mails and audits", async () => {
    const admin = await createStaff();
    const partner = await createPartner({ prefix: "reinstated" });
    await suspend(admin, partner.id);
    expect(await reviewPartner(ctx(admin), { partnerId: partner.id, decision: "reinstate" })).toEqual({
      id: partner.id,
      status: "APPROVED",
    });
    expect(await partnerRow(partner.id)).toMatchObject({ status: "APPROVED", reviewNote: null });
    expect((await signIn(partner.email)).status).toBe(200);

    const notices = await db.notification.findMany({ where: { partnerId: partner.id }, orderBy: { createdAt: "asc" } });
    expect(notices.at(-1)?.message).toBe("Your partner account has been reinstated. Welcome back!");
    const subjects = (await db.emailMessage.findMany({ where: { to: partner.email } })).map((m) => m.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/partner account is reinstated$/));
    const entries = await db.auditLog.findMany({ where: { entityId: partner.id }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.action)).toEqual(["partner.suspend", "partner.reinstate"]);
    expect(entries[1]).toMatchObject({
      actorEmail: admin.email,
      summary: `Reinstated Rao Foods <${partner.email}>`,
      before: { status: "SUSPENDED", reviewNote: "Offers that do not exist." },
      after: { status: "APPROVED", reviewNote: null },
    });
  });

  it("refuses a decision the partner's state does not allow with 409, and writes nothing", async () => {
    const admin = await createStaff();
    const approved = await createPartner({ prefix: "stale-approved" });
    const pending = await createPartner({ status: "PENDING", prefix: "stale-pending" });
    const rejected = await createPartner({ status: "REJECTED", prefix: "stale-rejected" });
    const suspended = await createPartner({ prefix: "stale-suspended" });
    await suspend(admin, suspended.id);
    const refusals: [string, Parameters<typeof reviewPartner>[1]][] = [
      [approved.id, { partnerId: approved.id, decision: "reinstate" }],
      [pending.id, { partnerId: pending.id, decision: "reinstate" }],
      [rejected.id, { partnerId: rejected.id, decision: "reinstate" }],
      [rejected.id, { partnerId: rejected.id, decision: "suspend", reason: "Not approved anyway" }],
      [suspended.id, { partnerId: suspended.id, decision: "suspend", reason: "Suspended twice" }],
      [suspended.id, { partnerId: suspended.id, decision: "approve" }],
      [suspended.id, { partnerId: suspended.id, decision: "reject", reason: "Rejected once suspended" }],
    ];
    for (const [id, input] of refusals) {
      const before = await partnerRow(id);
      await expect(reviewPartner(ctx(admin), input), input.decision).rejects.toMatchObject({ status: 409 });
      expect(await partnerRow(id)).toEqual(before);
    }
    expect(await db.auditLog.count({ where: { entityId: { in: [approved.id, pending.id, rejected.id] } } })).toBe(0);
    expect(await db.auditLog.count({ where: { entityId: suspended.id } })).toBe(1);
  });

  it("two admins reinstating at once: one wins, the other gets 409", async () => {
    const [first, second] = [await createStaff(), await createStaff()];
    const partner = await createPartner({ prefix: "race" });
    await suspend(first, partner.id);
    const results = await Promise.allSettled([
      reviewPartner(ctx(first), { partnerId: partner.id, decision: "reinstate" }),
      reviewPartner(ctx(second), { partnerId: partner.id, decision: "reinstate" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 409 } });
    expect(await db.auditLog.count({ where: { entityId: partner.id, action: "partner.reinstate" } })).toBe(1);
  });

  it("is for those who may review partners: an editor gets 403, through the workflow and the API", async () => {
    const admin = await createStaff();
    const editor = await createStaff("EDITOR");
    const partner = await createPartner({ prefix: "editor" });
    await suspend(admin, partner.id);
    await expect(reviewPartner(ctx(editor), { partnerId: partner.id, decision: "reinstate" })).rejects.toMatchObject({
      status: 403,
    });
    const review = (token: string) =>
      reviewRoute(
        post(`/api/admin/partners/${partner.id}/review`, { decision: "reinstate" }, uniqueIp(), {
          authorization: `Bearer ${token}`,
        }),
        { params: Promise.resolve({ id: partner.id }) },
      );
    expect((await review(await staffToken(editor.staffId))).status).toBe(403);
    expect((await partnerRow(partner.id)).status).toBe("SUSPENDED");

    await enrol(admin);
    const adminToken = await staffToken(admin.staffId);
    const listed = await listPartnersRoute(
      get(`/api/admin/partners?status=SUSPENDED&q=${encodeURIComponent(partner.email)}`, {
        authorization: `Bearer ${adminToken}`,
      }),
    );
    expect(listed.status).toBe(200);
    expect((await listed.json()).data.rows).toEqual([
      expect.objectContaining({ id: partner.id, status: "SUSPENDED", reviewNote: "Offers that do not exist." }),
    ]);
    const answer = await review(adminToken);
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual({ id: partner.id, status: "APPROVED" });
  });
});

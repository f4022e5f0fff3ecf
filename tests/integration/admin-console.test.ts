import { describe, expect, it } from "vitest";
import { GET as listPartnersRoute } from "@/app/api/admin/partners/route";
import { POST as reviewRoute } from "@/app/api/admin/partners/[id]/review/route";
import { GET as inboxCsv } from "@/app/api/admin/inbox/[file]/route";
import { AppError } from "@/lib/errors";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { executeDeletionRequest } from "@/lib/console/inbox";
import { reviewPartner } from "@/lib/console/partners";
import { listMail } from "@/lib/console/mail";
import { listAuditLog } from "@/lib/console/reads";
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/staff/session";
import { decodeStaffToken, issueStaffSignInToken } from "@/lib/staff/session-token";
import { staffPasswordStep, staffSecondFactorStep } from "@/lib/console/staff/sign-in";
import { createPartner, get, post, sessionTokenFor, uniqueEmail, uniqueIp } from "./partner-helpers";
import { ENROLLED_AT, codeAt, createStaff as staff, enrol, staffToken } from "./staff-helpers";

const ctx = (session: StaffSession) => ({ session, ip: "127.0.0.1" });

describe("staff sessions are not partner sessions", () => {
  it("a partner token does not decode as a staff token, nor the reverse", async () => {
    const partner = await createPartner();
    const partnerToken = await sessionTokenFor(partner);
    expect(await decodeStaffToken(partnerToken)).toBeNull();
    const admin = await staff();
    const consoleToken = await staffToken(admin.staffId);
    expect(await decodeSessionToken(consoleToken)).toBeNull();
    // A half-done sign-in (password only) is not a session either.
    expect(
      await decodeStaffToken(await issueStaffSignInToken({ id: admin.staffId, tokenVersion: 0 }, "verify")),
    ).toBeNull();
  });

  it("the staff API answers a partner's Bearer token with 401 JSON and a challenge", async () => {
    const partner = await createPartner();
    const token = await sessionTokenFor(partner);
    const response = await listPartnersRoute(get("/api/admin/partners", { authorization: `Bearer ${token}` }));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm=.*invalid_token/);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  it("an admin without a second factor has no session, even with a valid token", async () => {
    const admin = await staff("ADMIN");
    const token = await staffToken(admin.staffId);
    const response = await listPartnersRoute(get("/api/admin/partners", { authorization: `Bearer ${token}` }));
    expect(response.status).toBe(401);
  });
});

describe("staff sign-in", () => {
  it("throttles wrong passwords per account with 429 and Retry-After, whatever the address [security 1]", async () => {
    const admin = await staff();
    for (let i = 0; i < 5; i++) {
      await expect(
        staffPasswordStep({ email: admin.email, password: "wrong-password" }, uniqueIp()),
      ).rejects.toMatchObject({
        code: "invalid_credentials",
      });
    }
    const error = await staffPasswordStep({ email: admin.email, password: admin.password }, uniqueIp()).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(429);
    expect(error.extra.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("a TOTP code opens one session only, even when sent twice at once", async () => {
    const admin = await staff();
    const secret = await enrol(admin);
    // The next step's code, sent at the next step: newer than the enrolment's, so valid once.
    const signedInAt = ENROLLED_AT + 30_000;
    const code = codeAt(secret, signedInAt);
    const claims = { sub: admin.staffId, tv: 0, kind: "staff-sign-in", step: "verify" } as const;
    const results = await Promise.allSettled([
      staffSecondFactorStep(claims, code, uniqueIp(), signedInAt),
      staffSecondFactorStep(claims, code, uniqueIp(), signedInAt),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "invalid_code" } });
  });

  it("an admin's password alone leads to the second step, never to a session", async () => {
    const admin = await staff();
    expect((await staffPasswordStep({ email: admin.email, password: admin.password }, uniqueIp())).next).toBe("enrol");
    await enrol(admin);
    expect((await staffPasswordStep({ email: admin.email, password: admin.password }, uniqueIp())).next).toBe("verify");
    const editor = await staff("EDITOR");
    expect((await staffPasswordStep({ email: editor.email, password: editor.password }, uniqueIp())).next).toBe("done");
  });
});

describe("roles are checked in the data layer", () => {
  it("an editor can neither review partners, execute deletions, read mail nor the audit log", async () => {
    const editor = await staff("EDITOR");
    const pending = await createPartner({ status: "PENDING" });
    await expect(reviewPartner(ctx(editor), { partnerId: pending.id, decision: "approve" })).rejects.toMatchObject({
      status: 403,
    });
    expect((await db.partner.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("PENDING");
    const request = await db.deletionRequest.create({
      data: { email: pending.email, status: "CONFIRMED", confirmTokenHash: `t-${pending.id}`, confirmedAt: new Date() },
    });
    await expect(executeDeletionRequest(ctx(editor), request.id)).rejects.toMatchObject({ status: 403 });
    expect(await db.partner.count({ where: { id: pending.id } })).toBe(1);
    await expect(listMail(ctx(editor))).rejects.toMatchObject({ status: 403 });
    await expect(listAuditLog(ctx(editor))).rejects.toMatchObject({ status: 403 });
  });

  it("the review API refuses an editor with 403 and changes nothing", async () => {
    const editor = await staff("EDITOR");
    const pending = await createPartner({ status: "PENDING" });
    const token = await staffToken(editor.staffId);
    const response = await reviewRoute(
      post(`/api/admin/partners/${pending.id}/review`, { decision: "approve" }, uniqueIp(), {
        authorization: `Bearer ${token}`,
      }),
      { params: Promise.resolve({ id: pending.id }) },
    );
    expect(response.status).toBe(403);
    expect((await db.partner.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("PENDING");
  });
});

describe("partner review", () => {
  it("approving lets the partner in, notifies and e-mails them, and is audited with before and after", async () => {
    const admin = await staff();
    const pending = await createPartner({ status: "PENDING" });
    await reviewPartner(ctx(admin), { partnerId: pending.id, decision: "approve" });
    expect((await db.partner.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("APPROVED");
    expect(await db.notification.count({ where: { partnerId: pending.id } })).toBe(1);
    expect(await db.emailMessage.count({ where: { to: pending.email, subject: { contains: "approved" } } })).toBe(1);
    const entry = await db.auditLog.findFirstOrThrow({ where: { entityId: pending.id } });
    expect(entry).toMatchObject({
      action: "partner.approve",
      actorEmail: admin.email,
      before: { status: "PENDING", reviewNote: null },
      after: { status: "APPROVED", reviewNote: null },
    });
    // Approving twice is a conflict, not a second entry.
    await expect(reviewPartner(ctx(admin), { partnerId: pending.id, decision: "approve" })).rejects.toMatchObject({
      status: 409,
    });
    expect(await db.auditLog.count({ where: { entityId: pending.id } })).toBe(1);
  });

  it("suspending signs every device of the partner out (decision 541)", async () => {
    const admin = await staff();
    const partner = await createPartner();
    await sessionTokenFor(partner, "Chrome on Windows");
    await sessionTokenFor(partner, "Safari on iOS");
    await reviewPartner(ctx(admin), { partnerId: partner.id, decision: "suspend", reason: "Under review" });
    expect(await db.partnerSession.count({ where: { partnerId: partner.id } })).toBe(0);
  });

  it("an unknown partner is a 404", async () => {
    const admin = await staff();
    await expect(reviewPartner(ctx(admin), { partnerId: "nobody", decision: "approve" })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("executing a deletion request", () => {
  it("deletes the partner, coupons, lead, messages and mail of the address, e-mails the requester, once", async () => {
    const admin = await staff();
    const partner = await createPartner();
    await db.coupon.create({
      data: {
        partnerId: partner.id,
        title: "Ten off",
        brand: "Rao",
        link: "https://raofoods.example",
        categories: ["Food"],
        startDate: new Date("2026-01-01"),
        expiryDate: new Date("2027-01-01"),
        description: "Ten percent off",
        imageUrl: "/uploads/x.png",
      },
    });
    await db.lead.create({ data: { name: "Asha", email: partner.email, phone: "9876543210", companySize: "S1_10" } });
    await db.contactMessage.create({ data: { name: "Asha", email: partner.email, message: "Hello" } });
    const request = await db.deletionRequest.create({
      data: { email: partner.email, status: "CONFIRMED", confirmTokenHash: `t-${partner.id}`, confirmedAt: new Date() },
    });
    const outcome = await executeDeletionRequest(ctx(admin), request.id);
    expect(outcome).toMatchObject({ partner: true, coupons: 1, lead: true, messages: 1 });
    expect(await db.partner.count({ where: { email: partner.email } })).toBe(0);
    expect(await db.coupon.count({ where: { partnerId: partner.id } })).toBe(0);
    expect(await db.lead.count({ where: { email: partner.email } })).toBe(0);
    expect(await db.contactMessage.count({ where: { email: partner.email } })).toBe(0);
    expect((await db.deletionRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("COMPLETED");
    const mail = await db.emailMessage.findMany({ where: { to: partner.email } });
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/data has been deleted/)]);
    expect(await db.auditLog.count({ where: { entityId: request.id, action: "deletion.execute" } })).toBe(1);
    await expect(executeDeletionRequest(ctx(admin), request.id)).rejects.toMatchObject({ status: 409 });
  });

  it("refuses a request its owner never confirmed", async () => {
    const admin = await staff();
    const request = await db.deletionRequest.create({
      data: { email: uniqueEmail("unconfirmed"), confirmTokenHash: `t-${Date.now()}-${Math.random()}` },
    });
    await expect(executeDeletionRequest(ctx(admin), request.id)).rejects.toMatchObject({ status: 409 });
  });
});

describe("inbox export", () => {
  it("escapes formulas and needs a staff session", async () => {
    const editor = await staff("EDITOR");
    const email = uniqueEmail("csv");
    await db.contactMessage.create({ data: { name: '=HYPERLINK("x")', email, message: "hi" } });
    const token = await staffToken(editor.staffId);
    const context = { params: Promise.resolve({ file: "messages.csv" }) };
    const response = await inboxCsv(
      get(`/api/admin/inbox/messages.csv?q=${email}`, { authorization: `Bearer ${token}` }),
      context,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await inboxCsv(get("/api/admin/inbox/messages.csv"), context)).status).toBe(401);
  });

  it("writes an audit entry per export: who, which list, which filter and how many rows [security 29]", async () => {
    const editor = await staff("EDITOR");
    const email = uniqueEmail("csv-audit");
    await db.lead.create({
      data: { name: "Lead", email, phone: "+91 90000 00000", companySize: "S1_10", location: "Pune" },
    });
    const token = await staffToken(editor.staffId);
    const response = await inboxCsv(
      get(`/api/admin/inbox/leads.csv?status=all&q=${email}`, { authorization: `Bearer ${token}` }),
      { params: Promise.resolve({ file: "leads.csv" }) },
    );
    expect(response.status).toBe(200);
    const entries = await db.auditLog.findMany({ where: { actorId: editor.staffId, action: "inbox.export" } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: editor.email,
      entityType: "leads",
      summary: `Exported 1 leads (all, search "${email}") as CSV`,
      after: { status: "all", search: email, rows: 1 },
    });
    // Opened from a link on another site (the browser says so): refused, nothing read or written.
    const crossSite = await inboxCsv(
      get(`/api/admin/inbox/leads.csv?status=all&q=${email}`, {
        authorization: `Bearer ${token}`,
        "sec-fetch-site": "cross-site",
      }),
      { params: Promise.resolve({ file: "leads.csv" }) },
    );
    expect(crossSite.status).toBe(403);
    expect(await db.auditLog.count({ where: { actorId: editor.staffId, action: "inbox.export" } })).toBe(1);
  });
});

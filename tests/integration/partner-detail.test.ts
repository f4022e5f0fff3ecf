import { describe, expect, it, vi } from "vitest";

// The console's action reads the staff cookie and the client address through next/headers.
const browser = vi.hoisted(() => ({ cookies: new Map<string, string>(), headers: new Headers() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (browser.cookies.has(name) ? { name, value: browser.cookies.get(name)! } : undefined),
  }),
  headers: async () => browser.headers,
}));
vi.mock(import("next/cache"), async (importOriginal) => ({ ...(await importOriginal()), revalidatePath: () => {} }));

import { endPartnerSessionAction } from "@/lib/actions/staff/end-partner-session";
import { endPartnerSession, reviewPartner } from "@/lib/console/partners";
import { partnerDetail } from "@/lib/console/partner-detail";
import { db } from "@/lib/db";
import { STAFF_COOKIE } from "@/lib/staff/cookie-names";
import type { StaffSession } from "@/lib/staff/session";
import { LIMITS } from "@/lib/limits/rules";
import { insertCoupon } from "./coupon-helpers";
import { createPartner, sessionTokenFor } from "./partner-helpers";
import { fromIp, uniqueIp } from "./public-helpers";
import { createStaff, enrol, staffToken } from "./staff-helpers";

// Decision 615: one partner's page in the console reads that partner's rows only; ending a device is
// scoped and audited; editors see none of it.

const TODAY = "2026-11-20";
const NOW = new Date("2026-11-20T06:00:00Z");
const ctx = (session: StaffSession) => ({ session, ip: "127.0.0.1" });
const read = (session: StaffSession, id: string, query = {}) =>
  partnerDetail(ctx(session), id, query, { today: TODAY, now: NOW });

/** A partner with one coupon in each state, a device session, and a suspension then a reinstatement. */
async function partnerWithEverything(admin: StaffSession, prefix: string) {
  const partner = await createPartner({ prefix });
  const live = await insertCoupon(partner.id, TODAY, {
    start: -1,
    expiry: 5,
    title: `${prefix} live`,
    viewCount: 7,
    clickCount: 3,
  });
  const listed = await insertCoupon(partner.id, TODAY, { start: 2, expiry: 5, title: `${prefix} listed` });
  const paused = await insertCoupon(partner.id, TODAY, {
    start: -1,
    expiry: 5,
    title: `${prefix} paused`,
    pausedAt: NOW,
  });
  const expired = await insertCoupon(partner.id, TODAY, {
    start: -9,
    expiry: -1,
    title: `${prefix} expired`,
    pausedAt: NOW,
  });
  // Claimed out (its claims reached the cap), and paused too: claimed says more.
  await insertCoupon(partner.id, TODAY, {
    start: -1,
    expiry: 5,
    title: `${prefix} claimed`,
    status: "CLAIMED",
    claimCap: 2,
    claimCount: 2,
    pausedAt: NOW,
  });
  await reviewPartner(ctx(admin), {
    partnerId: partner.id,
    decision: "suspend",
    reason: `${prefix}: offers that do not exist`,
  });
  await reviewPartner(ctx(admin), { partnerId: partner.id, decision: "reinstate" });
  // Suspending ended every session: this one is opened afterwards.
  await sessionTokenFor(partner, `${prefix} phone`);
  return { partner, coupons: { live, listed, paused, expired } };
}

describe("a partner's page in the console", () => {
  it("shows their profile, coupons by state with results, devices, history and audit entries, and no one else's", async () => {
    const admin = await createStaff("ADMIN");
    const a = await partnerWithEverything(admin, "alpha");
    const b = await partnerWithEverything(admin, "beta");

    const detail = await read(admin, a.partner.id);
    expect(detail.profile).toMatchObject({
      id: a.partner.id,
      email: a.partner.email,
      status: "APPROVED",
      reviewNote: null,
    });
    expect(detail.profile.reviewedBy).toBe(admin.email);

    expect(detail.coupons.total).toBe(5);
    expect(detail.coupons.counts).toEqual({ live: 1, listed: 1, claimed: 1, paused: 1, expired: 1 });
    const states = Object.fromEntries(detail.coupons.rows.map((c) => [c.title, c.state]));
    expect(states).toEqual({
      "alpha live": "live",
      "alpha listed": "listed",
      "alpha paused": "paused",
      "alpha expired": "expired",
      "alpha claimed": "claimed",
    });
    expect(detail.coupons.rows.find((c) => c.id === a.coupons.live.id)).toMatchObject({ views: 7, clicks: 3 });

    expect(detail.sessions.map((s) => s.device)).toEqual(["alpha phone"]);

    // Newest first, with who, the statuses and the reason the partner was given.
    expect(detail.history.map(({ decision, from, to, reason, by }) => ({ decision, from, to, reason, by }))).toEqual([
      { decision: "reinstate", from: "SUSPENDED", to: "APPROVED", reason: null, by: admin.email },
      {
        decision: "suspend",
        from: "APPROVED",
        to: "SUSPENDED",
        reason: "alpha: offers that do not exist",
        by: admin.email,
      },
    ]);
    expect(detail.audit.rows.map((r) => r.action)).toEqual(["partner.reinstate", "partner.suspend"]);

    // Nothing of the other partner, whose rows were written with the same shapes at the same time.
    const everything = JSON.stringify(detail);
    expect(everything).not.toContain(b.partner.id);
    expect(everything).not.toContain("beta");
    for (const r of detail.audit.rows) expect(r.entityId).toBe(a.partner.id);
  });

  it("pages the audit entries about the partner by id, newest first, without repeats", async () => {
    const admin = await createStaff("ADMIN");
    const partner = await createPartner({ prefix: "paged", status: "PENDING" });
    await reviewPartner(ctx(admin), { partnerId: partner.id, decision: "approve" });
    for (let i = 0; i < 13; i++) {
      await reviewPartner(ctx(admin), { partnerId: partner.id, decision: "suspend", reason: `Round ${i} reason` });
      await reviewPartner(ctx(admin), { partnerId: partner.id, decision: "reinstate" });
    }
    const first = await read(admin, partner.id);
    expect(first.audit.rows).toHaveLength(25);
    expect(first.audit.newer).toBeUndefined();
    const second = await read(admin, partner.id, { audit: { before: first.audit.older } });
    expect(second.audit.rows).toHaveLength(2);
    expect(second.audit.older).toBeUndefined();
    const ids = [...first.audit.rows, ...second.audit.rows].map((r) => BigInt(r.id));
    expect(new Set(ids).size).toBe(27);
    expect(ids).toEqual([...ids].sort((x, y) => (x > y ? -1 : 1)));
    expect(second.audit.rows.at(-1)?.action).toBe("partner.approve");
  });

  it("shows empty states' data for a partner with nothing yet", async () => {
    const admin = await createStaff("ADMIN");
    const partner = await createPartner({ prefix: "empty", status: "PENDING" });
    const detail = await read(admin, partner.id);
    expect(detail.coupons).toEqual({
      rows: [],
      total: 0,
      pages: 1,
      counts: { live: 0, listed: 0, claimed: 0, paused: 0, expired: 0 },
    });
    expect(detail.sessions).toEqual([]);
    expect(detail.history).toEqual([]);
    expect(detail.audit).toEqual({ rows: [], older: undefined, newer: undefined });
  });

  it("an unknown or malformed id is not found; an editor is refused", async () => {
    const admin = await createStaff("ADMIN");
    const editor = await createStaff("EDITOR");
    const partner = await createPartner({ prefix: "hidden" });
    for (const id of ["c0000000000000000000000000", "../partners", "x".repeat(65), "a b", ""])
      await expect(read(admin, id)).rejects.toMatchObject({ code: "not_found", status: 404 });
    await expect(read(editor, partner.id)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("an admin ends one of a partner's sessions", () => {
  it("ends that device only, audits it, and cannot reach another partner's session [security 7]", async () => {
    const admin = await createStaff("ADMIN");
    const partner = await createPartner({ prefix: "devices" });
    const other = await createPartner({ prefix: "devices-other" });
    await sessionTokenFor(partner, "Chrome on Windows");
    await sessionTokenFor(partner, "Safari on iOS");
    await sessionTokenFor(other, "Firefox");
    const sessionOf = (partnerId: string, device: string) =>
      db.partnerSession.findFirstOrThrow({ where: { partnerId, device } });
    const target = await sessionOf(partner.id, "Chrome on Windows");
    const foreign = await sessionOf(other.id, "Firefox");

    // Another partner's session named under this partner: 404, nothing ended, nothing audited.
    await expect(endPartnerSession(ctx(admin), { partnerId: partner.id, sessionId: foreign.id })).rejects.toMatchObject(
      { status: 404 },
    );
    expect(await db.partnerSession.count({ where: { id: foreign.id } })).toBe(1);

    const editor = await createStaff("EDITOR");
    await expect(endPartnerSession(ctx(editor), { partnerId: partner.id, sessionId: target.id })).rejects.toMatchObject(
      { code: "forbidden" },
    );

    expect(await endPartnerSession(ctx(admin), { partnerId: partner.id, sessionId: target.id })).toEqual({
      id: target.id,
      device: "Chrome on Windows",
    });
    const left = await db.partnerSession.findMany({ where: { partnerId: partner.id }, select: { device: true } });
    expect(left).toEqual([{ device: "Safari on iOS" }]);
    // A repeat finds nothing to end.
    await expect(endPartnerSession(ctx(admin), { partnerId: partner.id, sessionId: target.id })).rejects.toMatchObject({
      status: 404,
    });

    const entries = await db.auditLog.findMany({
      where: { entityId: partner.id },
      select: { action: true, summary: true, actorEmail: true },
    });
    expect(entries).toEqual([
      {
        action: "partner.end_session",
        summary: `Signed Rao Foods <${partner.email}> out of Chrome on Windows`,
        actorEmail: admin.email,
      },
    ]);
    expect(await db.auditLog.count({ where: { entityId: other.id } })).toBe(0);
  });
});

describe("the console's sign-out of a partner's device", () => {
  it("is limited per admin: past the hourly budget it is refused with a retry time and ends nothing [security 24]", async () => {
    const admin = await createStaff("ADMIN");
    await enrol(admin); // an admin's session needs the second factor
    browser.cookies.set(STAFF_COOKIE, await staffToken(admin.staffId));
    browser.headers = new Headers(fromIp(uniqueIp()));
    const partner = await createPartner({ prefix: "limited" });
    const { limit } = LIMITS.sessionEnd;
    for (let i = 0; i <= limit; i++) await sessionTokenFor(partner, `Device ${i}`);
    const ids = (await db.partnerSession.findMany({ where: { partnerId: partner.id }, select: { id: true } })).map(
      (r) => r.id,
    );
    for (const sessionId of ids.slice(0, limit))
      expect(await endPartnerSessionAction({ partnerId: partner.id, sessionId })).toMatchObject({ ok: true });
    const refused = await endPartnerSessionAction({ partnerId: partner.id, sessionId: ids[limit]! });
    expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
    expect(refused.ok || refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await db.partnerSession.count({ where: { partnerId: partner.id } })).toBe(1);
  });
});

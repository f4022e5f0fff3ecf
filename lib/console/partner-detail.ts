import "server-only";
import { auditPage, listAuditEntries, type AuditCursor, type AuditRow } from "@/lib/data/audit";
import { findPartnerProfile, partnerCouponPage } from "@/lib/data/partner-detail";
import { listPartnerSessions } from "@/lib/data/partner-sessions";
import { DEVICE_SESSIONS_MAX } from "@/lib/limits/rules";
import { AppError } from "@/lib/errors";
import type { PartnerStatus } from "@/lib/generated/prisma/client";
import { assertCan } from "@/lib/staff/session";
import { todayInIndia } from "@/lib/model/calendar-day";
import type { StaffContext } from "./context";
import { REVIEW_DECISIONS, type ReviewDecision } from "./partners";

// One partner as the console shows them (decision 615): profile, review history, coupons, signed-in
// devices and the audit entries about them. Admins only, like the list (partners.read).

export const PARTNER_NOT_FOUND_MESSAGE = "Partner not found.";
/** Partner ids are cuids (the browser tests' own are longer): anything else is not a partner. */
const PARTNER_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const PARTNER_AUDIT_PAGE_SIZE = 25;
const HISTORY_LIMIT = 100;

/** A review decision as the history lists it, read from its audit entry. */
export type StatusChange = {
  id: string;
  decision: ReviewDecision;
  at: Date;
  by: string;
  from: PartnerStatus | null;
  to: PartnerStatus | null;
  reason: string | null;
};

const STATUSES: readonly string[] = ["PENDING", "APPROVED", "REJECTED", "SUSPENDED"];

function field(snapshot: unknown, name: string): unknown {
  return snapshot && typeof snapshot === "object" ? (snapshot as Record<string, unknown>)[name] : undefined;
}

function status(snapshot: unknown): PartnerStatus | null {
  const value = field(snapshot, "status");
  return typeof value === "string" && STATUSES.includes(value) ? (value as PartnerStatus) : null;
}

function toStatusChange(row: AuditRow): StatusChange {
  const reason = field(row.after, "reviewNote");
  return {
    id: row.id,
    decision: row.action.slice("partner.".length) as ReviewDecision,
    at: row.createdAt,
    by: row.actorEmail,
    from: status(row.before),
    to: status(row.after),
    reason: typeof reason === "string" && reason ? reason : null,
  };
}

export type PartnerDetailQuery = { couponPage?: number; audit?: AuditCursor };

export async function partnerDetail(
  { session }: StaffContext,
  id: string,
  { couponPage = 1, audit = {} }: PartnerDetailQuery = {},
  { today = todayInIndia(), now = new Date() }: { today?: string; now?: Date } = {},
) {
  assertCan(session, "partners.read");
  const profile = PARTNER_ID.test(id) ? await findPartnerProfile(id) : null;
  if (!profile) throw new AppError("not_found", PARTNER_NOT_FOUND_MESSAGE);
  const about = { entityType: "Partner", entityId: profile.id };
  const [coupons, sessions, decisions, entries] = await Promise.all([
    partnerCouponPage(profile.id, couponPage, today),
    listPartnerSessions(profile.id, DEVICE_SESSIONS_MAX, now),
    listAuditEntries({ ...about, actions: REVIEW_DECISIONS.map((d) => `partner.${d}`) }, { take: HISTORY_LIMIT }),
    auditPage(about, { ...audit, take: PARTNER_AUDIT_PAGE_SIZE }),
  ]);
  return { profile, coupons, sessions, history: decisions.map(toStatusChange), audit: entries };
}

export type PartnerDetail = Awaited<ReturnType<typeof partnerDetail>>;

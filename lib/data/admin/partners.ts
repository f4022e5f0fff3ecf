import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { PartnerStatus, Prisma } from "@/lib/generated/prisma/client";
import { sendMail } from "@/lib/mail/send-mail";
import { partnerApprovedEmail, partnerRefusedEmail } from "@/lib/mail/templates/partner-notices";
import { writeAudit } from "@/lib/staff/audit";
import { assertCan, type StaffSession } from "@/lib/staff/session";
import type { ReviewPartnerInput } from "@/lib/validations/staff";

// Partner review for the console (decision 603). Every function takes the staff session and checks the
// role here, whatever page or route called it; every change writes its audit entry in the same transaction.

export type StaffContext = { session: StaffSession; ip: string | null };

export const PARTNERS_PAGE_SIZE = 50;

export type ReviewRow = {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  companyAddress: string;
  companyPrivacyUrl: string;
  status: PartnerStatus;
  reviewNote: string | null;
  emailVerifiedAt: Date | null;
  reviewedAt: Date | null;
  createdAt: Date;
  coupons: number;
};

/** Pending first (oldest waiting first), then everyone else newest first; search on name, e-mail, company. */
export async function listPartnersForReview(
  { session }: StaffContext,
  options: { search?: string; status?: PartnerStatus; page?: number } = {},
): Promise<{ rows: ReviewRow[]; total: number; pendingCount: number }> {
  assertCan(session, "partners.read");
  const q = options.search?.trim();
  const where: Prisma.PartnerWhereInput = {
    ...(options.status ? { status: options.status } : {}),
    ...(q
      ? {
          OR: [
            { firstName: { contains: q, mode: "insensitive" } },
            { lastName: { contains: q, mode: "insensitive" } },
            { email: { contains: q, mode: "insensitive" } },
            { companyName: { contains: q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const page = Math.max(0, options.page ?? 0);
  const take = PARTNERS_PAGE_SIZE;
  const select = {
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    phoneNumber: true,
    companyName: true,
    companyAddress: true,
    companyPrivacyUrl: true,
    status: true,
    reviewNote: true,
    emailVerifiedAt: true,
    reviewedAt: true,
    createdAt: true,
    _count: { select: { coupons: true } },
  } satisfies Prisma.PartnerSelect;
  const [pending, others, total, pendingCount] = await Promise.all([
    db.partner.findMany({
      where: { AND: [where, { status: "PENDING" }] },
      orderBy: { createdAt: "asc" },
      select,
      take: (page + 1) * take,
    }),
    db.partner.findMany({
      where: { AND: [where, { status: { not: "PENDING" } }] },
      orderBy: { createdAt: "desc" },
      select,
      take: (page + 1) * take,
    }),
    db.partner.count({ where }),
    db.partner.count({ where: { status: "PENDING" } }),
  ]);
  const rows = [...pending, ...others]
    .slice(page * take, (page + 1) * take)
    .map(({ _count, firstName, lastName, ...p }) => ({
      ...p,
      fullName: `${firstName} ${lastName}`.trim(),
      coupons: _count.coupons,
    }));
  return { rows, total, pendingCount };
}

const NEXT_STATUS: Record<ReviewPartnerInput["decision"], { from: PartnerStatus[]; to: PartnerStatus }> = {
  approve: { from: ["PENDING", "REJECTED"], to: "APPROVED" },
  reject: { from: ["PENDING"], to: "REJECTED" },
  suspend: { from: ["APPROVED"], to: "REJECTED" },
};

const NOTICE: Record<ReviewPartnerInput["decision"], (reason: string) => string> = {
  approve: () => "Your partner account has been approved. Welcome aboard!",
  reject: (reason) => `Your partner account was not approved: ${reason}`,
  suspend: (reason) => `Your partner account has been suspended: ${reason}`,
};

/**
 * Approve, reject or suspend. Rejecting and suspending end the partner's sessions at once (token
 * version); approving lets them sign in at once. The partner gets a notification and an e-mail.
 */
export async function reviewPartner({ session, ip }: StaffContext, input: ReviewPartnerInput) {
  assertCan(session, "partners.review");
  const rule = NEXT_STATUS[input.decision];
  const reason = input.decision === "approve" ? "" : input.reason;
  const partner = await db.$transaction(async (tx) => {
    const before = await tx.partner.findUnique({
      where: { id: input.partnerId },
      select: { id: true, status: true, reviewNote: true, email: true, firstName: true, companyName: true },
    });
    if (!before) throw new AppError("not_found", "Partner not found.");
    const stale = () =>
      new AppError("conflict", `This partner is ${before.status.toLowerCase()}: reload to see the latest state.`);
    if (!rule.from.includes(before.status)) throw stale();
    // Guarded on the status read above: two staff reviewing at once cannot both win.
    const { count } = await tx.partner.updateMany({
      where: { id: before.id, status: before.status },
      data: {
        status: rule.to,
        reviewNote: reason || null,
        reviewedAt: new Date(),
        reviewedById: session.staffId,
        ...(rule.to === "REJECTED" ? { tokenVersion: { increment: 1 } } : {}),
      },
    });
    if (count !== 1) throw stale();
    await tx.notification.create({ data: { partnerId: before.id, message: NOTICE[input.decision](reason) } });
    await writeAudit(
      { staffId: session.staffId, email: session.email, ip },
      {
        action: `partner.${input.decision}`,
        entityType: "Partner",
        entityId: before.id,
        summary: `${input.decision === "approve" ? "Approved" : input.decision === "reject" ? "Rejected" : "Suspended"} ${before.companyName} <${before.email}>`,
        before: { status: before.status, reviewNote: before.reviewNote },
        after: { status: rule.to, reviewNote: reason || null },
      },
      tx,
    );
    return before;
  });
  // The decision stands whatever the mail transport does; a failed send shows in the console's Mail.
  const email =
    input.decision === "approve"
      ? partnerApprovedEmail({ firstName: partner.firstName, signInUrl: `${getEnv().APP_URL}/NewSignIn` })
      : partnerRefusedEmail({ firstName: partner.firstName, reason, suspended: input.decision === "suspend" });
  await sendMail({ to: partner.email, ...email }).catch((error: unknown) => {
    console.warn("[console] partner review e-mail failed", error instanceof Error ? error.message : error);
  });
  return { id: partner.id, status: rule.to };
}

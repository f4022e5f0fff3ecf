import "server-only";
import { db } from "@/lib/db";
import type { PartnerStatus, Prisma } from "@/lib/generated/prisma/client";
import { partnerContactFields } from "./partners";
import { containsText } from "./text-match";
import { presentWhere } from "./coupon-scope";

// Partner review's queries (decision 603). lib/console/partners.ts runs the review: the role check, the
// transaction with its notification and audit entry, and the e-mail.

type Db = Prisma.TransactionClient;

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

/** What a reviewer sees of a partner: contact and company details, and where the review stands. */
export const partnerReviewFields = {
  ...partnerContactFields,
  companyPrivacyUrl: true,
  status: true,
  reviewNote: true,
  emailVerifiedAt: true,
  reviewedAt: true,
  createdAt: true,
} as const satisfies Prisma.PartnerSelect;

/** "review": pending first (oldest waiting first), then everyone else newest first (decision 603). */
export const PARTNER_SORTS = ["review", "newest", "oldest", "company"] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];

const SORT_ORDER: Record<Exclude<PartnerSort, "review">, Prisma.PartnerOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "asc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  company: [{ companyName: "asc" }, { createdAt: "desc" }, { id: "asc" }],
};

/** One page (from 0) of partners in the chosen order; search on name, e-mail, company. */
export async function listPartnersForReview(
  options: { search?: string; status?: PartnerStatus; page?: number; sort?: PartnerSort } = {},
): Promise<{ rows: ReviewRow[]; total: number; pendingCount: number }> {
  const q = options.search?.trim();
  const where: Prisma.PartnerWhereInput = {
    ...(options.status ? { status: options.status } : {}),
    ...(q
      ? {
          OR: [
            { firstName: containsText(q) },
            { lastName: containsText(q) },
            { email: containsText(q) },
            { companyName: containsText(q) },
          ],
        }
      : {}),
  };
  const page = Math.max(0, options.page ?? 0);
  const take = PARTNERS_PAGE_SIZE;
  const select = {
    ...partnerReviewFields,
    _count: { select: { coupons: { where: presentWhere } } },
  } satisfies Prisma.PartnerSelect;
  const sort = options.sort ?? "review";
  if (sort !== "review") {
    const [sorted, total, pendingCount] = await Promise.all([
      db.partner.findMany({ where, orderBy: SORT_ORDER[sort], select, skip: page * take, take }),
      db.partner.count({ where }),
      db.partner.count({ where: { status: "PENDING" } }),
    ]);
    return { rows: sorted.map(toReviewRow), total, pendingCount };
  }
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
  const rows = [...pending, ...others].slice(page * take, (page + 1) * take).map(toReviewRow);
  return { rows, total, pendingCount };
}

function toReviewRow({
  _count,
  firstName,
  lastName,
  ...p
}: Omit<ReviewRow, "fullName" | "coupons"> & { firstName: string; lastName: string; _count: { coupons: number } }) {
  return { ...p, fullName: `${firstName} ${lastName}`.trim(), coupons: _count.coupons };
}

export function findPartnerForReview(id: string, client: Db = db) {
  return client.partner.findUnique({
    where: { id },
    select: { id: true, status: true, reviewNote: true, email: true, firstName: true, companyName: true },
  });
}

/**
 * Sets the review outcome, guarded on the status the reviewer saw: two staff reviewing at once cannot
 * both win (false for the loser). Ending the partner's sessions on a rejection is the workflow's step.
 */
export async function setReviewOutcome(
  review: {
    partnerId: string;
    from: PartnerStatus;
    to: PartnerStatus;
    note: string | null;
    reviewedById: string;
  },
  client: Db = db,
): Promise<boolean> {
  const { count } = await client.partner.updateMany({
    where: { id: review.partnerId, status: review.from },
    data: {
      status: review.to,
      reviewNote: review.note,
      reviewedAt: new Date(),
      reviewedById: review.reviewedById,
    },
  });
  return count === 1;
}

import "server-only";
import { db } from "@/lib/db";
import type { EmailStatus } from "@/lib/generated/prisma/client";
import { assertCan } from "@/lib/staff/session";
import type { StaffContext } from "./partners";

// The outbox: every e-mail the product sent or queued. Messages carry codes and links, so only admins
// read it (decision 601); without a mail transport in production this is the only place they appear.

export const MAIL_PAGE_SIZE = 50;

export async function listMail(
  { session }: StaffContext,
  options: { search?: string; status?: EmailStatus; before?: string } = {},
) {
  assertCan(session, "mail.read");
  const q = options.search?.trim();
  const before = options.before ? new Date(options.before) : null;
  return db.emailMessage.findMany({
    where: {
      ...(options.status ? { status: options.status } : {}),
      ...(before && !Number.isNaN(before.getTime()) ? { createdAt: { lt: before } } : {}),
      ...(q
        ? { OR: [{ to: { contains: q, mode: "insensitive" } }, { subject: { contains: q, mode: "insensitive" } }] }
        : {}),
    },
    orderBy: { createdAt: "desc" },
    take: MAIL_PAGE_SIZE,
    select: {
      id: true,
      to: true,
      subject: true,
      text: true,
      status: true,
      transport: true,
      error: true,
      createdAt: true,
      sentAt: true,
    },
  });
}

export async function mailCounts({ session }: StaffContext): Promise<Record<EmailStatus, number>> {
  assertCan(session, "mail.read");
  const groups = await db.emailMessage.groupBy({ by: ["status"], _count: { _all: true } });
  const counts: Record<EmailStatus, number> = { QUEUED: 0, SENT: 0, FAILED: 0 };
  for (const g of groups) counts[g.status] = g._count._all;
  return counts;
}

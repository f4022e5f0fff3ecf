import "server-only";
import { db } from "@/lib/db";
import type { EmailStatus } from "@/lib/generated/prisma/client";

// The outbox: every e-mail the app sends or queues, with its delivery state.

export function recordEmail(data: {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  from: string;
  transport: string;
}): Promise<{ id: string }> {
  return db.emailMessage.create({ data, select: { id: true } });
}

export async function markEmailSent(id: string, providerId: string | null, sentAt = new Date()): Promise<void> {
  await db.emailMessage.update({ where: { id }, data: { status: "SENT", sentAt, providerId } });
}

export async function markEmailFailed(id: string, error: string): Promise<void> {
  await db.emailMessage.update({ where: { id }, data: { status: "FAILED", error } });
}

export function listOutbox(options: { to?: string; take?: number } = {}) {
  return db.emailMessage.findMany({
    where: options.to ? { to: options.to.toLowerCase() } : {},
    orderBy: { createdAt: "desc" },
    take: options.take ?? 50,
  });
}

export const MAIL_PAGE_SIZE = 50;

/** The console's Mail screen (admins, decision 601): newest first, by recipient or subject, then older. */
export async function listMail(options: { search?: string; status?: EmailStatus; before?: string } = {}) {
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

export async function mailCounts(): Promise<Record<EmailStatus, number>> {
  const groups = await db.emailMessage.groupBy({ by: ["status"], _count: { _all: true } });
  const counts: Record<EmailStatus, number> = { QUEUED: 0, SENT: 0, FAILED: 0 };
  for (const g of groups) counts[g.status] = g._count._all;
  return counts;
}

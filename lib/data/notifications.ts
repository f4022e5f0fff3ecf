import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Db = Prisma.TransactionClient;

export type PartnerNotification = { id: string; message: string; createdAt: Date };
/** The API's shape (spec 7: GET notifications). */
export type NotificationView = { _id: string; id: string; message: string; createdAt: string; read: boolean };

/** The partner's own notifications, newest first; the list is bounded so an old account stays quick. */
export async function listPartnerNotifications(partnerId: string, take = 50) {
  return db.notification.findMany({
    where: { partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, message: true, createdAt: true, readAt: true },
  });
}

export async function listNotifications(partnerId: string, limit = 50): Promise<NotificationView[]> {
  const rows = await listPartnerNotifications(partnerId, limit);
  return rows.map((n) => ({
    _id: n.id,
    id: n.id,
    message: n.message,
    createdAt: n.createdAt.toISOString(),
    read: n.readAt !== null,
  }));
}

/**
 * Who a console notification can reach: approved partners (pending and rejected ones cannot sign in),
 * every one of them, or the one with this e-mail address.
 */
export function approvedPartnerIds(email: string | null, client: Db = db): Promise<{ id: string }[]> {
  const where = email === null ? { status: "APPROVED" as const } : { email, status: "APPROVED" as const };
  return client.partner.findMany({ where, select: { id: true } });
}

export function countApprovedPartners(): Promise<number> {
  return db.partner.count({ where: { status: "APPROVED" } });
}

/** The same in-app notification (Profile → Notifications) to each of these partners. */
export async function addNotifications(partnerIds: string[], message: string, client: Db = db): Promise<void> {
  await client.notification.createMany({ data: partnerIds.map((partnerId) => ({ partnerId, message })) });
}

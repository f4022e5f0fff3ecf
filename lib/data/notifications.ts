import "server-only";
import { db } from "@/lib/db";

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

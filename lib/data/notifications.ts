import "server-only";
import { db } from "@/lib/db";

export type NotificationView = { _id: string; id: string; message: string; createdAt: string; read: boolean };

/** The partner's own messages, newest first. */
export async function listNotifications(partnerId: string, limit = 50): Promise<NotificationView[]> {
  const rows = await db.notification.findMany({
    where: { partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((n) => ({
    _id: n.id,
    id: n.id,
    message: n.message,
    createdAt: n.createdAt.toISOString(),
    read: n.readAt !== null,
  }));
}

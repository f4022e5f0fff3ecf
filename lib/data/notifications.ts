import "server-only";
import { db } from "@/lib/db";

export type PartnerNotification = { id: string; message: string; createdAt: Date };

/** The partner's own notifications, newest first; the list is bounded so an old account stays quick. */
export function listPartnerNotifications(partnerId: string, take = 50): Promise<PartnerNotification[]> {
  return db.notification.findMany({
    where: { partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, message: true, createdAt: true },
  });
}

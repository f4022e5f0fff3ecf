import { Bell } from "lucide-react";
import type { PartnerNotification } from "@/lib/data/notifications";
import { notificationDate } from "@/lib/format/notification-date";
import { EmptyState, FeedItem, Panel } from "../dashboard/panel";

/** Notifications, newest first, each with its long date or 'Just now' (spec 2, decision 512). */
export function NotificationList({ notifications, now }: { notifications: PartnerNotification[]; now: Date }) {
  return (
    <Panel id="notifications-title" title="Notifications" size="large">
      {notifications.length === 0 ? (
        <EmptyState message="No notifications available." className="mt-6" />
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Notifications, newest first">
          {notifications.map(({ id, message, createdAt }) => (
            <FeedItem
              key={id}
              icon={Bell}
              badgeClassName="bg-brand-50 text-brand-700"
              date={createdAt}
              dateText={notificationDate(createdAt, now)}
              size="large"
            >
              <p className="break-words text-ink">{message}</p>
            </FeedItem>
          ))}
        </ul>
      )}
    </Panel>
  );
}

import { Bell } from "lucide-react";
import type { PartnerNotification } from "@/lib/data/notifications";
import { notificationDate } from "@/lib/format/notification-date";
import { EmptyState, Panel } from "../dashboard/panel";

/** Notifications, newest first, each with its long date or 'Just now' (spec 2, decision 512). */
export function NotificationList({ notifications, now }: { notifications: PartnerNotification[]; now: Date }) {
  return (
    <Panel id="notifications-title" title="Notifications" size="large">
      {notifications.length === 0 ? (
        <EmptyState message="No notifications available." className="mt-6" />
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Notifications, newest first">
          {notifications.map(({ id, message, createdAt }) => (
            <li key={id} className="flex gap-4 rounded-2xl border border-slate-200 px-5 py-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Bell aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="break-words text-ink">{message}</p>
                <p className="mt-1 text-sm text-slate-500">
                  <time dateTime={createdAt.toISOString()}>{notificationDate(createdAt, now)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

import { Megaphone } from "lucide-react";
import type { AnnouncementView } from "@/lib/data/announcements";
import { EmptyState, FeedItem, Panel } from "../dashboard/panel";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** The provider's newest announcements, at most three (spec 9). */
export function AnnouncementList({ announcements }: { announcements: AnnouncementView[] }) {
  return (
    <Panel id="announcements-title" title="Announcement">
      {announcements.length === 0 ? (
        <EmptyState message="No announcements right now." />
      ) : (
        <ul className="mt-4 grid gap-3">
          {announcements.map(({ id, title, body, publishedAt }) => (
            <FeedItem
              key={id}
              icon={Megaphone}
              badgeClassName="bg-accent-400/20 text-amber-700"
              date={publishedAt}
              dateText={dateFormat.format(publishedAt)}
            >
              <h3 className="break-words font-semibold text-ink">{title}</h3>
              <p className="mt-0.5 line-clamp-2 break-words text-sm text-slate-600">{body}</p>
            </FeedItem>
          ))}
        </ul>
      )}
    </Panel>
  );
}

import { Megaphone } from "lucide-react";
import type { AnnouncementView } from "@/lib/data/announcements";
import { EmptyState, Panel } from "../dashboard/panel";

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
            <li key={id} className="flex gap-3 rounded-2xl border border-slate-200 px-4 py-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-400/20 text-amber-700">
                <Megaphone aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-ink">{title}</h3>
                <p className="mt-0.5 line-clamp-2 break-words text-sm text-slate-600">{body}</p>
                <p className="mt-1 text-xs text-slate-500">
                  <time dateTime={publishedAt.toISOString()}>{dateFormat.format(publishedAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

import { Megaphone } from "lucide-react";
import type { AnnouncementView } from "@/lib/data/announcements";
import { EmptyState, FeedItem, Panel } from "../dashboard/panel";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * A text that may not fit two lines of the narrowest Home (390 px): about 40 characters a line, or more
 * than two lines of its own. Such a text opens with two lines and a "Read more" that shows all of it.
 */
export const needsReadMore = (body: string) => body.length > 80 || body.split("\n").length > 2;

/**
 * The text with its line breaks; a long one as two lines and a native disclosure (decision 618): it opens
 * with the keyboard and without JavaScript, and the whole text is in the page for readers and search.
 */
function AnnouncementBody({ title, body }: { title: string; body: string }) {
  const text = "whitespace-pre-line break-words text-sm text-slate-600";
  if (!needsReadMore(body)) return <p className={`mt-0.5 ${text}`}>{body}</p>;
  return (
    <div className="group/text mt-0.5">
      <p className={`${text} line-clamp-2 group-has-[details[open]]/text:hidden`}>{body}</p>
      {/* Flex puts the summary under the text it opens (Chromium 131, Safari 18.4, Firefox 135 and later). */}
      <details className="group flex flex-col">
        <summary className="order-last mt-1 w-fit cursor-pointer list-none rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Read more</span>
          <span className="hidden group-open:inline">Show less</span>
          <span className="sr-only">: {title}</span>
        </summary>
        <p className={text}>{body}</p>
      </details>
    </div>
  );
}

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
              <AnnouncementBody title={title} body={body} />
            </FeedItem>
          ))}
        </ul>
      )}
    </Panel>
  );
}

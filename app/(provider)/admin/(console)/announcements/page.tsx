import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AnnouncementForm } from "@/components/admin/content/announcement-form";
import { NotificationForm } from "@/components/admin/content/notification-form";
import { Card, DoneNotice, NoAccess, PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { countApprovedPartners, listAnnouncementsForConsole, recentNotificationSends } from "@/lib/console/reads";
import { HOME_ANNOUNCEMENTS } from "@/lib/data/announcements";
import { formatDateTime } from "@/lib/format/console-date";
import { can } from "@/lib/staff/roles";
import { consoleContext } from "../console-staff";

export const metadata: Metadata = { title: "Announcements" };

type Search = { done?: string | string[] };

function doneMessage({ done }: Search): string | null {
  const messages: Record<string, string> = {
    saved: "Announcement saved.",
    published: "Published: partners see it on their Home now.",
    unpublished: "Unpublished: partners no longer see it.",
    deleted: "Announcement deleted.",
  };
  return typeof done === "string" ? (messages[done] ?? null) : null;
}

export default async function AnnouncementsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await consoleContext("announcements.write");
  if (!ctx) return <NoAccess />;
  const mayNotify = can(ctx.session.role, "notifications.send");
  const [announcements, sends, approved] = await Promise.all([
    listAnnouncementsForConsole(ctx),
    mayNotify ? recentNotificationSends(ctx) : Promise.resolve([]),
    mayNotify ? countApprovedPartners(ctx) : Promise.resolve(0),
  ]);
  const message = doneMessage(await searchParams);
  const now = new Date();
  const onHome = new Set(
    announcements
      .filter((a) => a.publishedAt && new Date(a.publishedAt) <= now)
      .slice(0, HOME_ANNOUNCEMENTS)
      .map((a) => a.id),
  );
  return (
    <>
      <PageHeader
        title="Announcements"
        description={`Every partner's Home shows the ${HOME_ANNOUNCEMENTS} newest published announcements.`}
      />
      <DoneNotice message={message} />
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-6">
        <div className="space-y-6">
          <Card id="new-announcement" title="New announcement">
            <AnnouncementForm published={false} initial={{ title: "", body: "" }} />
          </Card>
          <Card id="all-announcements" title="All announcements">
            {announcements.length === 0 ? (
              <p className="text-slate-600">No announcements yet. Partners see an empty list on their Home.</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Announcements, published first">
                {announcements.map((a) => (
                  <li key={a.id} className="py-4 first:pt-0 last:pb-0">
                    <div className="flex items-start justify-between gap-4">
                      <div className="min-w-0">
                        <Link href={`/admin/announcements/${a.id}`} className="font-semibold text-ink hover:underline">
                          {a.title}
                        </Link>
                        {/* Its own line breaks, as partners see it (console review m28); the edit page has it all. */}
                        <p className="mt-1 line-clamp-2 whitespace-pre-line wrap-anywhere text-sm text-slate-600">
                          {a.body}
                        </p>
                        <p className="mt-1 text-xs text-slate-500">
                          {a.publishedAt
                            ? `${new Date(a.publishedAt) > now ? "Shows from" : "Published"} ${formatDateTime(new Date(a.publishedAt))}`
                            : `Draft, edited ${formatDateTime(new Date(a.updatedAt))}`}
                        </p>
                      </div>
                      <div className="flex shrink-0 flex-col items-end gap-1">
                        {!a.publishedAt ? (
                          <Badge tone="slate">Draft</Badge>
                        ) : new Date(a.publishedAt) > now ? (
                          <Badge tone="amber">Scheduled</Badge>
                        ) : (
                          <Badge tone="green">Published</Badge>
                        )}
                        {onHome.has(a.id) ? <Badge tone="brand">On partners&apos; Home</Badge> : null}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        {mayNotify ? (
          <div className="space-y-6">
            <Card id="send-notification" title="Send a notification" sectionId="notifications">
              <NotificationForm approvedPartners={approved} />
            </Card>
            <Card id="recent-sends" title="Recently sent">
              {sends.length === 0 ? (
                <p className="text-slate-600">No notifications sent from the console yet.</p>
              ) : (
                <ul className="space-y-3" aria-label="Notifications sent, newest first">
                  {sends.map((s) => (
                    <li key={s.id} className="min-w-0 text-sm">
                      {/* A long unbroken message wraps inside the card (console review m9). */}
                      <p className="wrap-anywhere text-slate-800">{s.summary}</p>
                      <p className="text-xs text-slate-500">
                        {s.actorEmail}, {formatDateTime(new Date(s.createdAt))}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        ) : (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-600 shadow-sm">
            Notifications to partners are sent by admins.
          </p>
        )}
      </div>
    </>
  );
}

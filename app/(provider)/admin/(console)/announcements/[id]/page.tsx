import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AnnouncementForm } from "@/components/admin/content/announcement-form";
import { DeleteRecord } from "@/components/admin/content/delete-record";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { PublishedBadge } from "@/components/admin/status-badge";
import { deleteAnnouncementAction } from "@/lib/actions/staff/delete-announcement";
import { getAnnouncementForConsole } from "@/lib/console/reads";
import { consoleContext, orNotFound } from "../../console-staff";

export const metadata: Metadata = { title: "Edit announcement" };

export default async function EditAnnouncementPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await consoleContext("announcements.write");
  if (!ctx) return <NoAccess />;
  const announcement = await orNotFound(getAnnouncementForConsole(ctx, (await params).id));
  const published = announcement.publishedAt !== null;
  return (
    <>
      <PageHeader title="Edit announcement">
        <div className="flex items-center gap-3">
          <PublishedBadge published={published} />
          <Link href="/admin/announcements" className="text-sm font-semibold text-brand-700 hover:underline">
            All announcements
          </Link>
        </div>
      </PageHeader>
      <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <AnnouncementForm
          id={announcement.id}
          updatedAt={announcement.updatedAt}
          published={published}
          initial={{ title: announcement.title, body: announcement.body }}
        />
        <DeleteRecord
          action={deleteAnnouncementAction}
          id={announcement.id}
          noun="announcement"
          warning="Partners no longer see it. This cannot be undone."
        />
      </div>
    </>
  );
}

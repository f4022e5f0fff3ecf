import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AnnouncementForm } from "@/components/admin/content/announcement-form";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { StatusBadge } from "@/components/admin/status-badge";
import { deleteAnnouncementAction } from "@/lib/actions/staff/delete-announcement";
import { AppError } from "@/lib/errors";
import { requestIp } from "@/lib/auth/client-address";
import { getAnnouncementForConsole } from "@/lib/console/reads";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../../console-staff";

export const metadata: Metadata = { title: "Edit announcement" };

export default async function EditAnnouncementPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await consoleStaff();
  if (!can(session.role, "announcements.write")) return <NoAccess />;
  const announcement = await getAnnouncementForConsole({ session, ip: await requestIp() }, (await params).id).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    },
  );
  const published = announcement.publishedAt !== null;
  return (
    <>
      <PageHeader title="Edit announcement">
        <div className="flex items-center gap-3">
          {published ? (
            <StatusBadge tone="green">Published</StatusBadge>
          ) : (
            <StatusBadge tone="slate">Draft</StatusBadge>
          )}
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
        <details className="mt-6 border-t border-slate-200 pt-5">
          <summary className="cursor-pointer text-sm font-semibold text-red-700">Delete this announcement</summary>
          <form
            action={deleteAnnouncementAction as unknown as (form: FormData) => Promise<void>}
            className="mt-3 space-y-3"
          >
            <input type="hidden" name="id" value={announcement.id} />
            <p className="text-sm text-slate-700">Partners no longer see it. This cannot be undone.</p>
            <button
              type="submit"
              className="inline-flex h-10 items-center rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
            >
              Delete announcement
            </button>
          </form>
        </details>
      </div>
    </>
  );
}

import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { CARD_CLASS, DoneNotice, PageHeader } from "@/components/admin/page-header";
import { PublishedBadge } from "@/components/admin/status-badge";
import { formatDateTime } from "@/lib/format/console-date";
import { DeleteRecord } from "./delete-record";

// The screens of one post or service (decision 608): the editor, and the empty form for a new one.

type Props = {
  title: string;
  /** The record's public address: shown under the title, and linked once published. */
  path: string;
  published: boolean;
  /** A published record not public yet (decision 206): when it goes public. */
  scheduledFor?: Date | null;
  /** `?done=` after a save: saved, published, unpublished or unscheduled. */
  done: string | string[] | undefined;
  /** Where a published record is listed: "Published: it is on /BlogPage now." */
  publicList: string;
  /** "post": "Delete this post". */
  noun: string;
  id: string;
  deleteAction: unknown;
  form: ReactNode;
  preview: ReactNode;
  previewClassName?: string;
  /** A live preview of the form's unsaved changes beside "as saved" (posts): `saved` is the section below. */
  livePreview?: (saved: ReactNode, className: string) => ReactNode;
};

/** The form with delete beside a preview of what is saved, under the record's state and outcome of the last save. */
export function ContentEditor({ title, path, published, done, publicList, noun, id, deleteAction, ...props }: Props) {
  const { scheduledFor } = props;
  const messages: Record<string, string> = {
    saved: "Saved.",
    published: scheduledFor
      ? `Scheduled: it goes on ${publicList} at ${formatDateTime(scheduledFor)}.`
      : `Published: it is on ${publicList} now.`,
    unpublished: "Unpublished: it is no longer on the public site.",
    // The record was scheduled, never public (console review m4).
    unscheduled: "Schedule cancelled: it was never on the public site and stays a draft.",
  };
  const saved = (
    <section aria-labelledby="preview-heading" className={props.previewClassName ?? CARD_CLASS}>
      <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
        Preview (as saved)
      </h2>
      {props.preview}
    </section>
  );
  return (
    <>
      <PageHeader title={title} description={path}>
        <div className="flex items-center gap-3">
          <PublishedBadge published={published} scheduledFor={scheduledFor} />
          {published && !scheduledFor ? (
            <Link href={path} className="text-sm font-semibold text-brand-700 hover:underline">
              View on the site
            </Link>
          ) : null}
        </div>
      </PageHeader>
      <DoneNotice message={typeof done === "string" && Object.hasOwn(messages, done) ? messages[done] : null} />
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-6">
        <div className={CARD_CLASS}>
          {props.form}
          <DeleteRecord
            action={deleteAction}
            id={id}
            noun={noun}
            warning={`The ${noun} and its address disappear from the site. This cannot be undone.`}
          />
        </div>
        {props.livePreview ? props.livePreview(saved, props.previewClassName ?? CARD_CLASS) : saved}
      </div>
    </>
  );
}

/** A new record: the empty form, saved as a draft or published at once. */
export function NewContent({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description="Save it as a draft to preview it, or publish it right away." />
      <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
    </>
  );
}

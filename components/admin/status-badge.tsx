import { formatDateTime } from "@/lib/format/console-date";

const tones = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
};

export type BadgeTone = keyof typeof tones;

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A post's, service's or announcement's state. */
export function PublishedBadge({ published, scheduledFor }: { published: boolean; scheduledFor?: Date | null }) {
  if (scheduledFor) {
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <StatusBadge tone="amber">Scheduled</StatusBadge>
        <span className="whitespace-nowrap text-xs text-slate-600">{formatDateTime(scheduledFor)}</span>
      </span>
    );
  }
  return published ? <StatusBadge tone="green">Published</StatusBadge> : <StatusBadge tone="slate">Draft</StatusBadge>;
}

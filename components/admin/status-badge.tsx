import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format/console-date";

/** A post's, service's or announcement's state. */
export function PublishedBadge({ published, scheduledFor }: { published: boolean; scheduledFor?: Date | null }) {
  if (scheduledFor) {
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <Badge tone="amber">Scheduled</Badge>
        <span className="whitespace-nowrap text-xs text-slate-600">{formatDateTime(scheduledFor)}</span>
      </span>
    );
  }
  return published ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>;
}

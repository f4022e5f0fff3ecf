import { formatDateTime } from "@/lib/format/console-date";
import type { AuditRow } from "@/lib/data/audit";
import { AuditChanges } from "./audit-changes";

/** One entry of the audit log, as the log and a partner's page list it: what, when, who, and the changes. */
export function AuditEntry({ entry }: { entry: AuditRow }) {
  return (
    <li className="px-5 py-4">
      <div className="flex items-baseline justify-between gap-4">
        <p className="min-w-0 break-words font-semibold text-ink">{entry.summary}</p>
        <time dateTime={entry.createdAt.toISOString()} className="shrink-0 text-sm text-slate-500">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">
        <code className="text-xs">{entry.action}</code> on {entry.entityType}
        {entry.entityId ? <code className="ml-1 text-xs">{entry.entityId}</code> : null} by {entry.actorEmail}
        {entry.ip ? ` from ${entry.ip}` : ""}
      </p>
      <AuditChanges before={entry.before} after={entry.after} />
    </li>
  );
}

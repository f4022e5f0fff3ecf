import type { StatusChange } from "@/lib/console/partner-detail";
import type { PartnerProfile } from "@/lib/data/partner-detail";
import { formatDateTime } from "@/lib/format/console-date";
import { PartnerStatusBadge } from "./partner-status";

const DONE: Record<StatusChange["decision"], string> = {
  approve: "Approved",
  reject: "Rejected",
  suspend: "Suspended",
  reinstate: "Reinstated",
};

/**
 * A partner's review decisions, newest first, from the audit log (who, when, the status before and
 * after, the reason the partner was given), ending with the sign-up. A review older than the log shows
 * from the partner's own review fields.
 */
export function StatusHistory({ history, profile }: { history: StatusChange[]; profile: PartnerProfile }) {
  return (
    <ol aria-label="Status history, newest first" className="space-y-4">
      {history.map((h) => (
        <li key={h.id} className="border-l-2 border-brand-200 pl-4">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {DONE[h.decision]}
            {h.from && h.to ? (
              <span className="flex items-center gap-1 text-xs font-normal text-slate-600">
                <PartnerStatusBadge status={h.from} />
                <span aria-label="to">→</span>
                <PartnerStatusBadge status={h.to} />
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={h.at.toISOString()}>{formatDateTime(h.at)}</time> by {h.by}
          </p>
          {h.reason ? (
            <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
              Reason: {h.reason}
            </p>
          ) : null}
        </li>
      ))}
      {history.length === 0 ? (
        <li className="text-sm text-slate-600">
          {profile.reviewedAt
            ? `Last reviewed ${formatDateTime(profile.reviewedAt)}${profile.reviewedBy ? ` by ${profile.reviewedBy}` : ""}, before reviews were kept in the audit log.`
            : "No review decisions yet."}
        </li>
      ) : null}
      <li className="border-l-2 border-slate-200 pl-4">
        <p className="font-semibold text-ink">Signed up</p>
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={profile.createdAt.toISOString()}>{formatDateTime(profile.createdAt)}</time>
          {profile.emailVerifiedAt ? ", e-mail verified" : ""}
        </p>
      </li>
    </ol>
  );
}

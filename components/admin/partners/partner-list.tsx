"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Link } from "@/components/ui/link";
import { ACTIONS_COLUMN, numericColumn } from "@/components/ui/table-head";
import type { ReviewRow } from "@/lib/data/partner-review";
import type { PartnerStatus } from "@/lib/generated/prisma/enums";
import { ConsoleTable } from "../page-header";
import { PartnerStatusBadge } from "./partner-status";
import { ReviewActions, useReview } from "./review-actions";
import { SelectAllBox, SelectBox, useSelection } from "../bulk-selection";
import { BulkReview, type BulkReviewed } from "./bulk-review";

/** A row of the partners list as the page passes it: the dates already formatted. */
export type PartnerRow = Omit<ReviewRow, "emailVerifiedAt" | "reviewedAt" | "createdAt"> & { signedUp: string };

// The Status column keeps one width whatever it shows: a wider badge after a review ("Approved" for
// "Pending") must not narrow the Partner column and move the rows below it (decision 617).
const COLUMNS = [
  "Partner",
  "Signed up",
  { label: "Status", key: "Status", className: "w-32" },
  numericColumn("Coupons"),
  ACTIONS_COLUMN,
];
/** The statuses a bulk approve or reject can take (decision 623): pending, and rejected for approving. */
const SELECTABLE: PartnerStatus[] = ["PENDING", "REJECTED"];

/** A row reviewed from this list: its new status, and what was done ("Partner approved"). */
type Done = { status: PartnerStatus; message: string };
type Shown = PartnerRow & { done?: Done };

/**
 * The rows after a refresh: the server's, and in their old places the rows reviewed here that the list's
 * filter now leaves out (an approved partner on the Pending tab), so the next row does not move up under
 * the pointer. While a review runs, every row that left stays until its answer says whether it was ours.
 */
function keepReviewed(previous: Shown[], rows: PartnerRow[], done: Record<string, Done>, waiting: boolean): Shown[] {
  const present = new Set(rows.map((r) => r.id));
  const shown: Shown[] = rows.map((r) => {
    const mine = done[r.id];
    return mine ? { ...r, done: mine } : r;
  });
  previous.forEach((row, index) => {
    if (present.has(row.id)) return;
    const mine = done[row.id];
    // Its reason, if the review gave one, is on the partner's page: this row shows only the new status.
    if (mine)
      shown.splice(Math.min(index, shown.length), 0, { ...row, status: mine.status, reviewNote: null, done: mine });
    else if (waiting) shown.splice(Math.min(index, shown.length), 0, row);
  });
  return shown;
}

/**
 * The partners list and its review actions (decision 617). The review's answer lives here, not in a row:
 * a toast says what was done, and the row stays where it was, marked with it, until the list is opened
 * again (the last pending partner approved leaves the table, not an empty list).
 */
export function PartnerList({
  rows,
  mayReview,
  caption,
  footer,
  empty,
}: {
  rows: PartnerRow[];
  mayReview: boolean;
  caption: string;
  footer: ReactNode;
  /** What stands instead of the table when there are no rows. */
  empty: ReactNode;
}) {
  const [state, action, pending] = useReview();
  const [view, setView] = useState({ rows, state, pending, done: {} as Record<string, Done>, shown: rows as Shown[] });
  if (view.rows !== rows || view.state !== state || view.pending !== pending) {
    const done = { ...view.done };
    if (state?.ok && state !== view.state) {
      const { id, status } = state.data as { id: string; status: PartnerStatus };
      done[id] = { status, message: state.message ?? status.toLowerCase() };
    }
    setView({ rows, state, pending, done, shown: keepReviewed(view.shown, rows, done, pending) });
  }
  const reviewed = state?.ok ? (state.data as { id: string }).id : null;
  const company = view.shown.find((r) => r.id === reviewed)?.companyName;
  useEffect(() => {
    if (!reviewed || !state?.ok) return;
    if (state.message) toast.success(`${state.message}${company ? `: ${company}` : ""}`);
    // Focus stays in the row whose button just went away, so Tab goes on to the next partner.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected)
      document.getElementById(`reviewed-${reviewed}`)?.focus();
  }, [state, reviewed, company]);
  const failedFor = state && !state.ok ? state.submitted?.partnerId : undefined;
  const selectable = mayReview ? view.shown.filter((p) => !p.done && SELECTABLE.includes(p.status)) : [];
  const selection = useSelection(selectable.map((p) => p.id));
  // The first row a bulk review changed: focus goes there when the bar that asked is gone.
  const lastBulk = useRef<string | null>(null);
  const markReviewed = ({ ids, status, message }: BulkReviewed) => {
    const done = { ...view.done };
    ids.forEach((id) => (done[id] = { status, message }));
    setView({ ...view, done, shown: keepReviewed(view.shown, view.rows, done, false) });
    lastBulk.current = ids[0] ?? null;
  };

  if (view.shown.length === 0) return empty;
  const columns = selectable.length
    ? [
        {
          key: "select",
          className: "w-10",
          label: <SelectAllBox selection={selection} label="Select every partner that can be approved or rejected" />,
        },
        ...COLUMNS,
      ]
    : COLUMNS;
  return (
    <>
      {selectable.length ? (
        <BulkReview
          selection={selection}
          companies={Object.fromEntries(view.shown.map((p) => [p.id, p.companyName]))}
          onReviewed={markReviewed}
          fallback={() => (lastBulk.current ? document.getElementById(`reviewed-${lastBulk.current}`) : null)}
        />
      ) : null}
      <ConsoleTable caption={caption} columns={columns} footer={footer}>
        {view.shown.map((p) => (
          <tr key={p.id} className="align-top">
            {selectable.length ? (
              <td className="px-4 py-3">
                {SELECTABLE.includes(p.status) && !p.done ? (
                  <SelectBox selection={selection} id={p.id} label={`Select ${p.companyName}`} />
                ) : null}
              </td>
            ) : null}
            <td className="px-4 py-3">
              <p className="font-semibold text-ink">
                <Link href={`/admin/partners/${p.id}`} className="underline-offset-2 hover:underline">
                  {p.companyName}
                </Link>
              </p>
              <p className="text-slate-700">
                {p.fullName} ·{" "}
                <a href={`mailto:${p.email}`} className="underline-offset-2 hover:underline">
                  {p.email}
                </a>{" "}
                · {p.phoneNumber}
              </p>
              <p className="text-xs text-slate-500">
                {p.companyAddress} ·{" "}
                <a
                  href={p.companyPrivacyUrl}
                  rel="noreferrer noopener"
                  target="_blank"
                  className="underline-offset-2 hover:underline"
                >
                  privacy policy
                </a>
              </p>
              {p.reviewNote ? <p className="mt-1 text-xs text-red-700">Reason: {p.reviewNote}</p> : null}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{p.signedUp}</td>
            <td className="px-4 py-3">
              <PartnerStatusBadge status={p.status} />
            </td>
            <td className="px-4 py-3 text-right tabular-nums">{p.coupons}</td>
            <td className="px-4 py-3 text-right">
              {p.done ? (
                <p
                  id={`reviewed-${p.id}`}
                  tabIndex={-1}
                  className="inline-flex h-9 items-center text-sm font-semibold text-slate-700"
                >
                  {p.done.message}
                </p>
              ) : mayReview ? (
                <ReviewActions
                  partnerId={p.id}
                  status={p.status}
                  company={p.companyName}
                  review={{
                    action,
                    pending,
                    failure: failedFor === p.id && state && !state.ok ? state.formError : null,
                    reason: failedFor === p.id && state && !state.ok ? state.submitted?.reason : undefined,
                  }}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}

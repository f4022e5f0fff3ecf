"use client";
import { useEffect } from "react";
import { useKeptActionState } from "@/components/ui/use-kept-action-state";
import { toast } from "sonner";
import { executeDeletionAction } from "@/lib/actions/staff/execute-deletion";
import { setHandledAction } from "@/lib/actions/staff/set-handled";
import { Badge } from "@/components/ui/badge";
import type { InboxKind } from "@/lib/data/inbox";
import type { DeletionStatus } from "@/lib/generated/prisma/enums";
import { useHandledNow } from "./bulk-inbox-list";
import { useInboxCountsUpdate } from "./inbox-counts";

const button =
  "inline-flex h-9 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/** A success's toast, and the inbox's tab counts it answers (console review m5). */
function useToastOnSuccess(
  state: { ok: true; message?: string; data: { counts: Record<InboxKind, number> } } | { ok: false } | null,
) {
  const updateCounts = useInboxCountsUpdate();
  useEffect(() => {
    if (!state?.ok) return;
    updateCounts(state.data.counts);
    if (state.message) toast.success(state.message);
  }, [state, updateCounts]);
}

function Failure({ state }: { state: { ok: boolean; formError?: string } | null }) {
  if (!state || state.ok) return null;
  return (
    <p role="alert" className="mt-2 text-sm font-medium text-red-700">
      {state.formError}
    </p>
  );
}

/** "Mark handled" / "Move back to new" for a message or a lead: a plain form, works without JavaScript. */
export function HandledToggle({
  kind,
  id,
  handled,
  label,
}: {
  kind: "messages" | "leads";
  id: string;
  handled: boolean;
  label: string;
}) {
  const [state, action, pending] = useKeptActionState(setHandledAction);
  useToastOnSuccess(state);
  const [handledNow, record] = useHandledNow(id);
  useEffect(() => {
    if (state?.ok) record(state.data.handled);
  }, [state, record]);
  // The server answers the new state (of this row, or of the rows a bulk action changed); the page is not
  // re-rendered, so the row keeps an undo at hand.
  const isHandled = handledNow ?? (state?.ok ? state.data.handled : handled);
  return (
    // A second press while the first runs sends nothing.
    <form action={action} onSubmit={(event) => pending && event.preventDefault()}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="handled" value={String(!isHandled)} />
      <button
        type="submit"
        // aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page's top.
        aria-disabled={pending}
        className={`${button} ${isHandled ? "border border-slate-300 text-slate-700 hover:bg-slate-100" : "bg-brand-700 text-white hover:bg-brand-800"}`}
      >
        {isHandled ? "Move back to new" : "Mark handled"}
        <span className="sr-only"> ({label})</span>
      </button>
      <Failure state={state} />
    </form>
  );
}

/** A deletion request's state, as a badge (with "Overdue" while a confirmed one waits too long). */
function DeletionBadges({ status, overdueDays }: { status: DeletionStatus; overdueDays: number | null }) {
  return (
    <>
      {status === "CONFIRMED" ? <Badge tone="amber">Confirmed</Badge> : null}
      {status === "COMPLETED" ? <Badge tone="green">Done</Badge> : null}
      {status === "AWAITING_CONFIRMATION" ? <Badge tone="slate">Awaiting e-mail confirmation</Badge> : null}
      {status === "CANCELLED" ? <Badge tone="slate">Cancelled</Badge> : null}
      {status === "CONFIRMED" && overdueDays !== null ? (
        <Badge tone="red">Overdue: {overdueDays} business days</Badge>
      ) : null}
    </>
  );
}

/**
 * A deletion request's heading, details and "Delete data". The action answers the request's new state,
 * so the badge turns to Done at once; the page is not re-rendered, so the row stays to say it was done.
 * Executing cannot be undone: a disclosure asks to confirm first (no JavaScript needed).
 */
export function DeletionRequestRow({
  request,
  mayExecute,
  children,
}: {
  request: { id: string; email: string; status: DeletionStatus; overdue: boolean; businessDaysOpen: number };
  mayExecute: boolean;
  children: React.ReactNode;
}) {
  const [state, action, pending] = useKeptActionState(executeDeletionAction);
  useToastOnSuccess(state);
  const [carriedOutNow, record] = useHandledNow(request.id);
  useEffect(() => {
    if (state?.ok) record(true);
  }, [state, record]);
  const carriedOut = Boolean(state?.ok || carriedOutNow);
  const status = carriedOut ? "COMPLETED" : request.status;
  const { email } = request;
  return (
    <>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {email}
          <DeletionBadges status={status} overdueDays={request.overdue ? request.businessDaysOpen : null} />
        </p>
        {children}
      </div>
      {carriedOut ? (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          Deleted. The requester was e-mailed.
        </p>
      ) : status === "CONFIRMED" && mayExecute ? (
        <div>
          <details className="relative">
            <summary
              className={`${button} cursor-pointer list-none bg-red-700 text-white hover:bg-red-800 [&::-webkit-details-marker]:hidden`}
            >
              Delete data<span className="sr-only"> of {email}</span>
            </summary>
            <form
              action={action}
              className="absolute right-0 z-10 mt-2 w-80 space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-lg"
            >
              <input type="hidden" name="requestId" value={request.id} />
              <p className="text-sm text-slate-700">
                This deletes the partner account, coupons, lead, messages and mail of <strong>{email}</strong> for good,
                and e-mails them that it is done.
              </p>
              <button type="submit" disabled={pending} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
                {pending ? "Deleting..." : "Yes, delete everything"}
              </button>
            </form>
          </details>
          <Failure state={state} />
        </div>
      ) : null}
    </>
  );
}

"use client";
import { useEffect } from "react";
import { toast } from "sonner";
import { reviewPartnerAction } from "@/lib/actions/staff/review-partner";
import type { PartnerStatus } from "@/lib/generated/prisma/enums";
import type { ActionResult } from "@/lib/operations/action";
import { REVIEW_REASON_MAX } from "@/lib/validations/staff";
import { useKeptActionState } from "@/components/ui/use-kept-action-state";
import { CharacterCount, useTypedLength } from "../character-count";

const buttonClass =
  "inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const summaryClass = `${buttonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`;
const panelClass =
  "absolute right-0 z-10 mt-2 w-80 space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-lg";

/**
 * The reason for a refusal, counted as typed rather than cut at its limit (console review m10). A refused
 * one comes back as it was typed (`kept`): React empties a form after its action, so it is the field's default.
 */
function ReasonField({ id, kept = "", refused = false }: { id: string; kept?: string; refused?: boolean }) {
  const typed = useTypedLength(kept);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        Reason (sent to the partner)
      </label>
      <textarea
        id={id}
        name="reason"
        required
        minLength={5}
        rows={3}
        defaultValue={kept}
        onInput={typed.onInput}
        // A refused reason says why where the field is read, not only in the alert beside it.
        aria-describedby={refused ? `${id}-count ${id}-failure` : `${id}-count`}
        aria-invalid={refused || undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      <CharacterCount id={`${id}-count`} length={typed.length} max={REVIEW_REASON_MAX} />
    </div>
  );
}

/** What each state offers (decision 603): a refusal asks for the reason, a reinstatement for a confirmation. */
const OFFERS: Record<PartnerStatus, { approve: boolean; refusal: "reject" | "suspend" | null; reinstate: boolean }> = {
  PENDING: { approve: true, refusal: "reject", reinstate: false },
  REJECTED: { approve: true, refusal: null, reinstate: false },
  APPROVED: { approve: false, refusal: "suspend", reinstate: false },
  SUSPENDED: { approve: false, refusal: null, reinstate: true },
};

/** The review form's action, shared by a list's rows so its answer outlives the row it came from. */
export type Review = {
  action: (form: FormData) => void;
  pending: boolean;
  /** This partner's last refusal. */
  failure?: string | null;
  /** The reason that refusal was sent with, to go on from. */
  reason?: string;
};

/** The review action with its own answer, for one partner's page (decision 615); no answer keeps the reason. */
export function useReview(): [ActionResult<unknown> | null, (form: FormData) => void, boolean] {
  return useKeptActionState<unknown>(reviewPartnerAction);
}

/** A partner's page: the review actions, with a toast when one is done (the page stays). */
export function PartnerReview({
  partnerId,
  status,
  company,
}: {
  partnerId: string;
  status: PartnerStatus;
  company: string;
}) {
  const [state, action, pending] = useReview();
  useEffect(() => {
    if (state?.ok && state.message) toast.success(`${state.message}: ${company}`);
  }, [state, company]);
  const refused = state && !state.ok ? state : null;
  return (
    <ReviewActions
      partnerId={partnerId}
      status={status}
      company={company}
      review={{ action, pending, failure: refused?.formError, reason: refused?.submitted?.reason }}
    />
  );
}

/**
 * Approve at once; reject or suspend behind a disclosure that asks for the reason the partner will
 * read; reinstate behind one that asks to confirm. Plain forms: they work without JavaScript, and the
 * page shows the new status either way.
 */
export function ReviewActions({
  partnerId,
  status,
  company,
  review: { action, pending, failure, reason },
}: {
  partnerId: string;
  status: PartnerStatus;
  company: string;
  review: Review;
}) {
  const { approve, refusal, reinstate } = OFFERS[status];
  const decision = (value: string) => (
    <>
      <input type="hidden" name="partnerId" value={partnerId} />
      <input type="hidden" name="decision" value={value} />
    </>
  );
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex items-start gap-2">
        {approve ? (
          <form action={action}>
            {decision("approve")}
            <button
              type="submit"
              disabled={pending}
              className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
            >
              Approve<span className="sr-only"> {company}</span>
            </button>
          </form>
        ) : null}
        {reinstate ? (
          <details className="relative">
            <summary className={`${summaryClass} bg-brand-700 text-white hover:bg-brand-800`}>
              Reinstate<span className="sr-only"> {company}</span>
            </summary>
            <form action={action} className={panelClass}>
              {decision("reinstate")}
              <p className="text-sm text-slate-700">
                <strong>{company}</strong> can sign in again at once, their live coupons are listed again, and they are
                e-mailed that the suspension is lifted.
              </p>
              <button
                type="submit"
                disabled={pending}
                className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
              >
                Reinstate partner
              </button>
            </form>
          </details>
        ) : null}
        {refusal ? (
          <details className="relative">
            <summary className={`${summaryClass} border border-red-300 text-red-700 hover:bg-red-50`}>
              {refusal === "reject" ? "Reject" : "Suspend"}
              <span className="sr-only"> {company}</span>
            </summary>
            <form action={action} className={panelClass}>
              {decision(refusal)}
              <ReasonField
                key={reason ?? ""}
                id={`reason-${partnerId}`}
                kept={reason}
                refused={Boolean(failure && reason !== undefined)}
              />
              {/* In the panel, where the reason is: below the buttons it sat behind the open panel. */}
              {failure && reason !== undefined ? (
                <Failure message={failure} id={`reason-${partnerId}-failure`} inPanel />
              ) : null}
              <button
                type="submit"
                disabled={pending}
                className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
              >
                {refusal === "reject" ? "Reject partner" : "Suspend partner"}
              </button>
            </form>
          </details>
        ) : null}
      </div>
      {failure && reason === undefined ? <Failure message={failure} /> : null}
    </div>
  );
}

function Failure({ message, id, inPanel = false }: { message: string; id?: string; inPanel?: boolean }) {
  return (
    <p id={id} role="alert" className={`text-sm font-medium text-red-700 ${inPanel ? "" : "max-w-xs text-right"}`}>
      {message}
    </p>
  );
}

"use client";
import { useState } from "react";
import { runAction } from "@/components/partner/action-result";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { reviewPartnersAction } from "@/lib/actions/staff/review-partners";
import type { PartnerStatus } from "@/lib/generated/prisma/enums";
import type { BulkOutcome } from "@/lib/console/bulk";
import { REVIEW_REASON_MAX } from "@/lib/validations/staff";
import { BulkBar, BulkButton, toastBulkOutcome, toastBulkRefusal, type Selection } from "../bulk-selection";
import { CharacterCount } from "../character-count";

const REASON_MIN = 5;

/** What the list marks on each partner a bulk review changed. */
export type BulkReviewed = { ids: string[]; status: PartnerStatus; message: string };

const plural = (n: number) => `${n} partner${n === 1 ? "" : "s"}`;

/**
 * Approve or reject the selected partners (decision 623): one question naming the count, and for a
 * rejection one reason every partner reads. Partners left as they were (reviewed by someone else
 * meanwhile) stay selected, and the toast says why.
 */
export function BulkReview({
  selection,
  companies,
  onReviewed,
  fallback,
}: {
  selection: Selection;
  /** Company names by id, for what the toast says about partners left as they were. */
  companies: Record<string, string>;
  onReviewed: (reviewed: BulkReviewed) => void;
  /** Where focus goes when the bar that opened the question is gone. */
  fallback: () => HTMLElement | null | undefined;
}) {
  const [asking, setAsking] = useState<"approve" | "reject" | null>(null);
  const [reason, setReason] = useState("");
  const count = selection.ids.length;
  const reasonShort = reason.trim().length < REASON_MIN;
  // Counted as typed, never cut at the limit (decision 619): past it the count says by how much.
  const reasonLong = reason.length > REVIEW_REASON_MAX;

  const run = async () => {
    if (!asking) return;
    const ids = selection.ids;
    const result = await runAction(() =>
      reviewPartnersAction(
        asking === "approve"
          ? { ids, confirmCount: ids.length, decision: "approve" }
          : { ids, confirmCount: ids.length, decision: "reject", reason },
      ),
    );
    if (!result.ok) {
      setAsking(null);
      toastBulkRefusal(result);
      return;
    }
    const outcome = result.data as BulkOutcome & { status: PartnerStatus };
    selection.drop(outcome.done);
    setReason("");
    onReviewed({
      ids: outcome.done,
      status: outcome.status,
      message: outcome.status === "APPROVED" ? "Partner approved" : "Partner rejected",
    });
    setAsking(null);
    toastBulkOutcome(result.message, outcome, (id) => companies[id] ?? "A partner");
  };

  return (
    <>
      <BulkBar selection={selection} noun="partner">
        <BulkButton tone="primary" onClick={() => setAsking("approve")}>
          Approve {plural(count)}
        </BulkButton>
        <BulkButton tone="danger" onClick={() => setAsking("reject")}>
          Reject {plural(count)}…
        </BulkButton>
      </BulkBar>
      <ConfirmDialog
        open={asking === "approve"}
        title={`Approve ${plural(count)}?`}
        description="Each gets an e-mail and a notification, can sign in at once, and their live offers join the app."
        confirmLabel={`Approve ${plural(count)}`}
        busyLabel="Approving..."
        onCancel={() => setAsking(null)}
        onConfirm={run}
        fallback={fallback}
      />
      <ConfirmDialog
        open={asking === "reject"}
        title={`Reject ${plural(count)}?`}
        description="Each gets an e-mail and a notification with the reason below, and cannot sign in."
        confirmLabel={`Reject ${plural(count)}`}
        busyLabel="Rejecting..."
        confirmDisabled={reasonShort || reasonLong}
        onCancel={() => setAsking(null)}
        onConfirm={run}
        fallback={fallback}
      >
        <label className="mt-4 block text-sm font-semibold text-slate-800">
          Reason the partners will read
          <textarea
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            rows={3}
            aria-describedby="bulk-reason-hint bulk-reason-count"
            className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2 font-normal text-slate-800"
          />
        </label>
        <p id="bulk-reason-hint" className="mt-1 text-xs text-slate-600">
          At least {REASON_MIN} characters.
        </p>
        <CharacterCount id="bulk-reason-count" length={reason.length} max={REVIEW_REASON_MAX} />
      </ConfirmDialog>
    </>
  );
}

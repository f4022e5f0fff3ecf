"use client";

import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { bulkCouponsAction, bulkRestoreAction } from "@/lib/actions/bulk-coupons";
import type { BulkAction, BulkOutcome } from "@/lib/coupons/bulk-operations";
import type { ActionResult } from "@/lib/operations/action";
import { failureMessage, runAction } from "../action-result";

// Many cards at once (issue 49 capability 5, decision 559): the selected count, one action with one
// confirmation naming the count, and one Undo for the lot (a delete's restore, a pause's resume and back;
// an end cannot be undone, as on one card). Focus goes to the outcome, then to the page's heading.

const ACTIONS: { action: BulkAction; label: string; busy: string; verb: string; note: string }[] = [
  {
    action: "pause",
    label: "Pause",
    busy: "Pausing...",
    verb: "Pause",
    note: "They leave the public offers until resumed.",
  },
  {
    action: "resume",
    label: "Resume",
    busy: "Resuming...",
    verb: "Resume",
    note: "They run again as their dates say.",
  },
  {
    action: "end",
    label: "End now",
    busy: "Ending...",
    verb: "End",
    note: "They end now and leave the public offers. This cannot be undone; duplicate a coupon to run it again.",
  },
  {
    action: "delete",
    label: "Delete",
    busy: "Deleting...",
    verb: "Delete",
    note: "They leave the list at once. You can undo for 10 minutes.",
  },
];

const coupons = (n: number) => `${n} coupon${n === 1 ? "" : "s"}`;
type Undo = { run: () => Promise<ActionResult<BulkOutcome>> } | null;
type Outcome = { message: string; undo: Undo };

function undoOf(action: BulkAction, data: BulkOutcome): Undo {
  const ids = data.done.map((d) => d.id);
  if (!ids.length || action === "end") return null;
  if (action === "delete")
    return { run: () => bulkRestoreAction({ undoTokens: data.done.map((d) => d.undoToken!).filter(Boolean) }) };
  return { run: () => bulkCouponsAction({ action: action === "pause" ? "resume" : "pause", ids }) };
}

const said = (result: ActionResult<BulkOutcome>, fallback: string) => {
  if (!result.ok) return failureMessage(result, fallback);
  const failed = result.data.failed;
  return failed.length
    ? `${result.message}. ${coupons(failed.length)} not changed: ${failed[0]!.message}.`
    : `${result.message}.`;
};

export function BulkBar({ selected, onClear }: { selected: string[]; onClear: () => void }) {
  const [asking, setAsking] = useState<(typeof ACTIONS)[number] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [undoing, setUndoing] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusOutcome = () => requestAnimationFrame(() => outcomeRef.current?.focus());

  const run = async () => {
    if (!asking) return;
    const { action } = asking;
    const result = await runAction(() => bulkCouponsAction({ action, ids: selected }));
    setAsking(null);
    setOutcome({
      message: said(result, "Could not change the coupons. Please try again."),
      undo: result.ok ? undoOf(action, result.data) : null,
    });
    if (result.ok) onClear();
    focusOutcome();
  };

  const undo = async () => {
    if (!outcome?.undo) return;
    setUndoing(true);
    const result = await runAction(outcome.undo.run);
    setUndoing(false);
    setOutcome({
      message: said(result, "Could not undo. Please try again.").replace(/ (paused|resumed)\./, " back as they were."),
      undo: null,
    });
    focusOutcome();
  };

  return (
    <>
      {selected.length ? (
        <div
          role="group"
          aria-label="Selected coupons"
          className="sticky top-20 z-20 mt-4 flex flex-wrap items-center gap-2 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 shadow-sm"
        >
          <p className="mr-2 text-sm font-semibold text-ink">{coupons(selected.length)} selected</p>
          {ACTIONS.map((a) => (
            <button
              key={a.action}
              type="button"
              onClick={() => setAsking(a)}
              className="h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {a.label}
            </button>
          ))}
          <button
            type="button"
            onClick={onClear}
            className="h-10 px-3 text-sm font-semibold text-brand-800 hover:underline"
          >
            Clear selection
          </button>
        </div>
      ) : null}
      {outcome ? (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role="status"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span>{outcome.message}</span>
          {outcome.undo ? (
            <button
              type="button"
              disabled={undoing}
              onClick={() => void undo()}
              className="h-9 rounded-xl border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {undoing ? "Undoing..." : "Undo"}
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${asking.verb} ${coupons(selected.length)}` : ""}
        description={asking?.note ?? ""}
        confirmLabel={asking ? `${asking.verb} ${coupons(selected.length)}` : ""}
        busyLabel={asking?.busy ?? ""}
        onCancel={() => setAsking(null)}
        onConfirm={run}
        fallback={() => outcomeRef.current}
      />
    </>
  );
}

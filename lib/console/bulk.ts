import "server-only";
import { AppError } from "@/lib/errors";
import { countOf } from "@/lib/format/count-of";

// Bulk actions in the console (decision 623): the single-item workflow once per selected item, each in its
// own transaction with its own audit entry, so a bulk approve reads in the audit log exactly as five
// approvals would. An item refused (already reviewed, deleted meanwhile) is reported and the rest go on;
// a fault (the database away) stops the run and is answered as one.

export type BulkOutcome = {
  /** The items changed, in the order they were selected. */
  done: string[];
  /** The items left as they were, each with the reason its single action gave. */
  refused: { id: string; message: string }[];
};

/** "5 partners", "1 partner". */

/**
 * Runs `work` for each id, once the person confirmed this very count (the dialog names it: "Approve 5
 * partners?"); a count that differs is refused before anything changes.
 */
export async function forEachSelected(
  { ids, confirmCount }: { ids: string[]; confirmCount: number },
  question: string,
  work: (id: string) => Promise<unknown>,
): Promise<BulkOutcome> {
  if (confirmCount !== ids.length)
    throw new AppError("validation_failed", `${question} Confirm the number selected and try again.`, {
      details: { selected: ids.length },
    });
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const id of ids) {
    try {
      await work(id);
      outcome.done.push(id);
    } catch (error) {
      // A role taken away meanwhile stops everything; other refusals concern this item only.
      if (!(error instanceof AppError) || error.code === "forbidden" || error.code === "unauthorized") throw error;
      outcome.refused.push({ id, message: error.message });
    }
  }
  return outcome;
}

/**
 * The toast after a bulk action: what was done, and how many were left as they were (or, for an action that
 * changes nothing, `refusedAs`: "1 message not exported").
 */
export function bulkMessage(outcome: BulkOutcome, done: string, noun: string, refusedAs?: string): string {
  const left = outcome.refused.length;
  const changed = outcome.done.length
    ? `${done} ${countOf(outcome.done.length, noun)}`
    : `No ${noun} was ${refusedAs ? done.toLowerCase() : "changed"}`;
  const rest = refusedAs ?? `left as ${left === 1 ? "it was" : "they were"}`;
  return left ? `${changed}; ${countOf(left, noun)} ${rest}.` : changed;
}

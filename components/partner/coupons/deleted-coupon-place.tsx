import { Undo2 } from "lucide-react";
import type { Removal } from "./listing-grid";

/**
 * A deleted coupon's place in the Listing Page's grid for its undo window (decision 550): it says so and
 * holds the Undo, which no dialog or toast can take away. The button stays focusable while the server
 * answers (aria-disabled): a disabled button would drop focus to the page's body.
 */
export function DeletedCouponPlace({ removal, onUndo }: { removal: Removal; onUndo: () => void }) {
  const { coupon, state, error } = removal;
  const waiting = state === "deleting" || state === "restoring";
  return (
    <div className="flex h-full min-h-48 flex-col items-center justify-center gap-3 rounded-3xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
      <p className="line-clamp-3 break-words text-slate-700">
        Coupon deleted: <span className="font-semibold text-ink">{coupon.title}</span>.
      </p>
      {state === "refused" ? null : (
        <button
          type="button"
          aria-label={`Undo delete of ${coupon.title}`}
          aria-disabled={waiting}
          onClick={() => (waiting ? undefined : onUndo())}
          className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          <Undo2 aria-hidden="true" className="size-4" /> Undo
        </button>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

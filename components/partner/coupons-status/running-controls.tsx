"use client";

import { Copy, Pause, Play, Square } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { duplicateCouponAction } from "@/lib/actions/duplicate-coupon";
import { endCouponAction } from "@/lib/actions/end-coupon";
import { pauseCouponAction } from "@/lib/actions/pause-coupon";
import { resumeCouponAction } from "@/lib/actions/resume-coupon";
import type { CouponView } from "@/lib/model/coupon-view";
import type { ActionResult } from "@/lib/operations/action";
import { failureMessage, runAction } from "../action-result";

type Control = {
  label: string;
  icon: typeof Pause;
  action: (input: { id: string }) => Promise<ActionResult<CouponView>>;
  done: string;
};

const PAUSE: Control = { label: "Pause", icon: Pause, action: pauseCouponAction, done: "Coupon paused" };
const RESUME: Control = { label: "Resume", icon: Play, action: resumeCouponAction, done: "Coupon resumed" };
const END: Control = { label: "End now", icon: Square, action: endCouponAction, done: "Coupon ended" };
const DUPLICATE: Control = {
  label: "Duplicate",
  icon: Copy,
  action: duplicateCouponAction,
  done: "Coupon duplicated: it starts tomorrow",
};

/**
 * A coupon's running controls, in its detail dialog and on its Listing Page card (decision 546): pause or
 * resume, end now while it has not expired, and duplicate. The page's lists reload from the server after
 * each (the actions revalidate). A failure is said here, beside the buttons, not in a toast over a dialog.
 * Where `onDone` removes these controls, `focusAfter` names where focus goes instead of the page's body.
 * With `sayDone` the caller says the outcome where it happened (a card's own line, issue 49 m11: a toast at
 * the bottom right covered the bottom-right card's buttons); otherwise a toast says it.
 */
export function RunningControls({
  coupon,
  onDone,
  focusAfter,
  sayDone,
}: {
  coupon: CouponView;
  onDone: () => void;
  focusAfter?: () => HTMLElement | null | undefined;
  sayDone?: (message: string) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const expired = coupon.status === "Expired";
  const controls = [...(expired ? [] : [coupon.paused ? RESUME : PAUSE, END]), DUPLICATE];

  const run = async (control: Control) => {
    setBusy(control.label);
    setError(null);
    const result = await runAction(() => control.action({ id: coupon.id }));
    setBusy(null);
    if (!result.ok) {
      setError(failureMessage(result, "Something went wrong. Please try again later."));
      return;
    }
    if (sayDone) sayDone(control.done);
    else toast.success(control.done, { description: coupon.title });
    focusAfter?.()?.focus();
    onDone();
  };

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`Running offer: ${coupon.title}`}>
      {controls.map((control) => (
        <button
          key={control.label}
          type="button"
          disabled={busy !== null}
          onClick={() => (control === END ? setConfirmingEnd(true) : void run(control))}
          className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          <control.icon aria-hidden="true" className="size-4" />
          {busy === control.label ? `${control.label}...` : control.label}
        </button>
      ))}
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {/* Ending cannot be taken back from here: an ended coupon's start has passed, so only a copy runs again. */}
      <ConfirmDialog
        open={confirmingEnd}
        title="End Coupon"
        description="It ends now: it leaves the public offers and its link says the offer has ended. To run it again later, duplicate it."
        confirmLabel="End now"
        busyLabel="Ending..."
        onCancel={() => setConfirmingEnd(false)}
        fallback={focusAfter}
        onConfirm={async () => {
          await run(END);
          setConfirmingEnd(false);
        }}
      />
    </div>
  );
}

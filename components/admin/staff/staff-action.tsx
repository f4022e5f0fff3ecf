"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { runAction } from "@/components/partner/action-result";
import type { ActionResult } from "@/lib/operations/action";

export const rowButton =
  "inline-flex h-9 items-center whitespace-nowrap rounded-lg border px-3 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
export const tones = {
  plain: "border-slate-300 text-slate-700 hover:bg-slate-100",
  danger: "border-red-300 text-red-700 hover:bg-red-50",
};

/** Sent when any row's action starts: every row's old refusal is out of date then (console review m5). */
const ACTION_STARTED = "staff-action-started";

/** A row's last refusal, cleared when an action on any row of the page starts. */
export function useRowFailure(): [string | null, (message: string | null) => void] {
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const clear = () => setFailure(null);
    window.addEventListener(ACTION_STARTED, clear);
    return () => window.removeEventListener(ACTION_STARTED, clear);
  }, []);
  return [failure, setFailure];
}

type Props = {
  /** The button's text; `detail` is read after it by screen readers (whose row it acts on). */
  label: string;
  detail: string;
  tone?: keyof typeof tones;
  /** Asks first when set: the dialog's title, text and confirm button. */
  confirm?: { title: string; description: string; confirmLabel: string; busyLabel: string };
  run: () => Promise<ActionResult<unknown>>;
  /** Where a refusal is shown (the row's alert line). */
  onFailure: (message: string | null) => void;
  /** Where focus goes when the action removed this button's row. */
  fallback?: () => HTMLElement | null | undefined;
};

/**
 * One staff-management action on a row: asks first in the shared ConfirmDialog when it cannot be undone
 * from here (focus returns to this button), then a toast, or the refusal on the row, and the list again.
 */
export function StaffAction({ label, detail, tone = "plain", confirm, run, onFailure, fallback }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // A success that removes this row (an ended session) takes the focused button with it: focus then goes to
  // `fallback` instead of the page's body (decision 613; console review m18).
  const succeeded = useRef(false);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  }, [fallback]);
  useEffect(
    () => () => {
      const active = document.activeElement;
      if (succeeded.current && (!active || active === document.body)) fallbackRef.current?.()?.focus();
    },
    [],
  );
  const go = async () => {
    if (busy) return;
    setBusy(true);
    window.dispatchEvent(new Event(ACTION_STARTED));
    const result = await runAction(run);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      succeeded.current = true;
      if (result.message) toast.success(result.message);
    } else onFailure(result.formError ?? "That did not work. Please try again.");
    router.refresh();
  };
  return (
    <>
      {/* aria-disabled, not disabled: a disabled button loses focus, and this one must keep it. */}
      <button
        type="button"
        aria-disabled={busy}
        onClick={() => (confirm ? setOpen(true) : void go())}
        className={`${rowButton} ${tones[tone]}`}
      >
        {label}
        <span className="sr-only"> ({detail})</span>
      </button>
      {confirm ? (
        <ConfirmDialog
          open={open}
          title={confirm.title}
          description={confirm.description}
          confirmLabel={confirm.confirmLabel}
          busyLabel={confirm.busyLabel}
          onCancel={() => setOpen(false)}
          onConfirm={go}
          fallback={fallback}
        />
      ) : null}
    </>
  );
}

/** A row's buttons, and under them the last refusal (read out when it appears). */
export function RowActions({ failure, children }: { failure: string | null; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">{children}</div>
      {failure ? (
        <p role="alert" className="max-w-sm text-right text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

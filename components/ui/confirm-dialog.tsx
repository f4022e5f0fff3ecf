"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import { useReturnFocus } from "./use-return-focus";

/**
 * A yes-or-no question before something that cannot be undone from here (delete a coupon, sign a device
 * out): Cancel or the red confirm button, busy while the work runs; focus goes back to the opener, or
 * to `fallback` when the opener is gone.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = "Confirm",
  busyLabel,
  onCancel,
  onConfirm,
  fallback,
  focusAfter,
  confirmDisabled = false,
  children,
}: {
  open: boolean;
  title: string;
  description: React.ReactNode;
  confirmLabel?: string;
  /** The confirm button's text while the work runs. */
  busyLabel: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
  fallback?: () => HTMLElement | null | undefined;
  /** Where focus goes after the confirmed work, when it returns an element: before the opener. */
  focusAfter?: () => HTMLElement | null | undefined;
  /** The confirm button waits for something the question asks (a reason typed below it). */
  confirmDisabled?: boolean;
  /** What the question asks for, under the description (a reason). */
  children?: React.ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(open, fallback, focusAfter);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl shadow-ink/20"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel
              disabled={busy}
              className="h-11 rounded-xl border border-slate-300 px-5 font-semibold text-slate-700 hover:bg-slate-50"
            >
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy || confirmDisabled}
              aria-busy={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                } finally {
                  setBusy(false);
                }
              }}
              className="h-11 rounded-xl bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:bg-slate-300 disabled:text-slate-600"
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

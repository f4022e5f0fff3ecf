"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { CircleAlert } from "lucide-react";
import { useCallback, useState } from "react";

export type AlertContent = { title: string; message: string };

type AlertModalProps = {
  alert: AlertContent | null;
  onClose: () => void;
  /** Where focus goes when the alert closes; the control that started the request may have been disabled meanwhile. */
  returnFocus?: () => HTMLElement | null | undefined;
};

/**
 * The partner screens' one modal alert (spec 8: failures show the server's message in a modal).
 * Radix's alert dialog traps focus, closes on Escape or the OK button (never on an outside click),
 * and hands focus back.
 */
export function AlertModal({ alert, onClose, returnFocus }: AlertModalProps) {
  return (
    <AlertDialog.Root open={alert !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl shadow-ink/20"
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="flex gap-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-700">
              <CircleAlert aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 pt-1.5">
              <AlertDialog.Title className="text-lg font-bold leading-6 text-ink">{alert?.title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-slate-600">{alert?.message}</AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Cancel className="h-11 rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
              OK
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** State for one AlertModal: `showAlert(title, message)` opens it, `closeAlert` is its onClose. */
export function useAlert() {
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const showAlert = useCallback((title: string, message: string) => setAlert({ title, message }), []);
  const closeAlert = useCallback(() => setAlert(null), []);
  return { alert, showAlert, closeAlert };
}

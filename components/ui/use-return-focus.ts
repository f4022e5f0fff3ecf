"use client";

import { useCallback, useLayoutEffect, useRef } from "react";
import { toast } from "sonner";

/**
 * Gives focus back to the control that opened a dialog when it closes (WCAG 2.4.3). Radix does this only
 * for its own `Trigger`; the dashboard opens its dialogs from state, so without this focus fell to the
 * page's body. The control is noted when the dialog opens, before Radix moves focus into it; when it is
 * gone or disabled by the time the dialog closes (its card was deleted), focus goes to `fallback`.
 * Pass the returned handler as the Radix content's `onCloseAutoFocus`.
 * Toasts already on screen are dismissed as the dialog opens: sitting above it they covered its buttons
 * (decision 549); what happens inside a dialog is said inside it. So nothing a person may still need (an
 * Undo) lives in a toast: a deleted coupon's Undo sits in its place in the grid (decision 550).
 */
export function useReturnFocus(
  open: boolean,
  fallback?: () => HTMLElement | null | undefined,
  /** What the dialog's work put on screen for the person to read next (a secret shown once), before the opener. */
  preferred?: () => HTMLElement | null | undefined,
) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
    if (open) toast.dismiss();
  }, [open]);
  return useCallback(
    (event: Event) => {
      const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
        Boolean(el?.isConnected && !el.matches(":disabled"));
      const noted = opener.current;
      opener.current = null;
      const first = preferred?.();
      const target = usable(first) ? first : usable(noted) ? noted : fallback?.();
      if (!usable(target)) return;
      event.preventDefault();
      target.focus();
    },
    [fallback, preferred],
  );
}

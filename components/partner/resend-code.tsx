"use client";

import { LoaderCircle } from "lucide-react";
import { useEffect, useState, useTransition } from "react";
import { toast } from "sonner";
import { resendCodeAction } from "@/lib/actions/resend-code";
import type { OtpFlow } from "@/lib/validations/partner-auth";
import { failureMessage, runAction } from "./action-result";

/** Seconds before another code may be asked for: a code was just sent when the screen opens. */
export const RESEND_COOLDOWN_SECONDS = 30;

type ResendCodeProps = { flow: OtpFlow; disabled?: boolean; onSent: () => void; onFailed: (message: string) => void };

export function ResendCode({ flow, disabled, onSent, onFailed }: ResendCodeProps) {
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COOLDOWN_SECONDS);
  const [cooldown, setCooldown] = useState(0);
  const [sending, startSending] = useTransition();

  // Counted from a deadline, not by ticks, so a throttled background tab still shows the true wait.
  useEffect(() => {
    const deadline = Date.now() + RESEND_COOLDOWN_SECONDS * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [cooldown]);

  const resend = () =>
    startSending(async () => {
      const result = await runAction(() => resendCodeAction({ flow }));
      if (result.ok) {
        toast.success(result.message ?? "A new code is on its way.");
        setSecondsLeft(RESEND_COOLDOWN_SECONDS);
        setCooldown((n) => n + 1);
        onSent();
      } else {
        // Spec 8: a failed resend says 'Signup failed. Please try again.' unless the server says more.
        onFailed(failureMessage(result, "Signup failed. Please try again."));
      }
    });

  const waiting = secondsLeft > 0;
  return (
    <p className="flex items-center justify-center gap-1 text-sm text-slate-600">
      Didn&apos;t get the code?
      <button
        type="button"
        onClick={resend}
        disabled={disabled || waiting || sending}
        className="inline-flex items-center gap-1.5 rounded-md px-1 font-semibold text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
      >
        {sending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        <span className="tabular-nums">
          {waiting ? `Resend code in 0:${String(secondsLeft).padStart(2, "0")}` : "Resend code"}
        </span>
      </button>
    </p>
  );
}

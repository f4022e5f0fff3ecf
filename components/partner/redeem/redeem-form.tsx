"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { redeemCodeAction } from "@/lib/actions/redeem-code";
import type { AppErrorCode } from "@/lib/errors";
import { failureMessage, runAction } from "../action-result";

type State = { text: string; redeemable: boolean; tone: "done" | "refused" | "open" };

/** Refusals that settle the code for good: the form goes. Any other (no answer, a limit, an outage) passes. */
const FINAL = new Set<AppErrorCode>(["already_redeemed", "not_claimed", "offer_ended", "redeemed_out", "not_found"]);

const tones = {
  done: "border-emerald-300 bg-emerald-50 text-emerald-900",
  refused: "border-red-300 bg-red-50 text-red-800",
  open: "border-slate-200 bg-slate-50 text-slate-700",
};

/**
 * Redeems the code once, with the order's amount when the merchant gives it. The outcome (done, or a
 * refusal such as a redemption a moment ago at another till) takes the form's place and the focus, and
 * the page is read again. A failure that may pass (no answer, a limit, an outage) keeps the form and the
 * amount typed, to try again.
 */
export function RedeemForm({ code, state }: { code: string; state: State }) {
  const router = useRouter();
  const amountRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const [pending, setPending] = useState(false);
  const [amountError, setAmountError] = useState<string>();
  const [outcome, setOutcome] = useState<State | null>(null);
  const shown = outcome ?? state;

  useEffect(() => {
    if (outcome) noteRef.current?.focus();
  }, [outcome]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setAmountError(undefined);
    const result = await runAction(() => redeemCodeAction(null, new FormData(event.currentTarget)));
    setPending(false);
    if (result.ok) {
      toast.success(`Code ${code} redeemed`);
      setOutcome({ text: `Redeemed just now. ${code} cannot be redeemed again.`, redeemable: false, tone: "done" });
      router.refresh();
      return;
    }
    const field = result.fieldErrors?.orderAmount?.[0];
    if (field) {
      setAmountError(field);
      amountRef.current?.focus();
      return;
    }
    const text = failureMessage(result, "Could not redeem the code. Please try again.");
    const final = FINAL.has(result.code);
    setOutcome({ text, redeemable: !final, tone: "refused" });
    if (final) router.refresh();
  };

  const note = (
    <p
      ref={noteRef}
      tabIndex={-1}
      role={outcome ? "alert" : undefined}
      className={`mt-5 rounded-xl border px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${tones[shown.tone]}`}
    >
      {shown.text}
    </p>
  );
  // One tree either way, so the note keeps the focus when the form goes.
  return (
    <>
      {note}
      {shown.redeemable ? (
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-label={`Redeem ${code}`}
          className="mt-5 grid max-w-md gap-4"
        >
          <input type="hidden" name="code" value={code} />
          <TextField
            ref={amountRef}
            label="Order amount in rupees (optional)"
            name="orderAmount"
            inputMode="decimal"
            autoComplete="off"
            hint="The amount of the order the code was used on, like 1,499 or 1499.50."
            error={amountError}
          />
          <SubmitButton pending={pending} className="justify-self-start">
            Redeem code
          </SubmitButton>
        </form>
      ) : null}
    </>
  );
}

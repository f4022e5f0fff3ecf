"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { setCouponCodesAction } from "@/lib/actions/set-coupon-codes";
import type { CouponCodesView } from "@/lib/data/coupon-codes";
import { formatNumber } from "@/lib/format/rupees";
import type { CodeMode } from "@/lib/validations/redemption";
import { failureMessage, runAction } from "../action-result";

const MODES: { mode: CodeMode; label: string; hint: string }[] = [
  { mode: "shared", label: "The coupon's code", hint: "Everyone who claims gets the same code." },
  { mode: "generated", label: "A new code for each claim", hint: "Made at the claim, used once (like PP-7KQ9M2XDHA)." },
  {
    mode: "pool",
    label: "A code from my list",
    hint: "Each claim gets the next unused code of your list; when the list runs out, claims end as a cap does.",
  },
];

/**
 * A coupon's code per claim (decision 556): where each claiming app user's code comes from, and codes added
 * to the list (pasted, or read from a CSV file's first column in the browser). What the server refuses (a
 * code listed twice, one the partner already has) is said under the list, which keeps what was typed.
 */
export function ClaimCodesForm({ couponId, codes }: { couponId: string; codes: CouponCodesView }) {
  const router = useRouter();
  const listId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<CodeMode>(codes.mode);
  const [list, setList] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setList((before) => (before.trim() ? `${before.trimEnd()}\n${text}` : text));
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    const result = await runAction(() =>
      setCouponCodesAction({ id: couponId, mode, codes: mode === "pool" && list.trim() ? list : undefined }),
    );
    setPending(false);
    if (result.ok) {
      setList("");
      toast.success(result.message ?? "Codes saved");
      router.refresh();
      return;
    }
    const message = result.fieldErrors?.codes?.[0] ?? failureMessage(result, "Could not save. Please try again.");
    setError(message);
    listRef.current?.focus();
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Codes per claim" className="mt-4 grid gap-5">
      <p className="text-sm text-slate-700">
        Handed out {formatNumber(codes.issued)} · Left in your list {formatNumber(codes.available)} · Redeemed{" "}
        {formatNumber(codes.redeemed)}
      </p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Each claim gets</legend>
        {MODES.map((m) => (
          <label key={m.mode} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name="mode"
              value={m.mode}
              checked={mode === m.mode}
              onChange={() => setMode(m.mode)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              <span className="font-semibold text-ink">{m.label}</span>
              <span className="block text-slate-600">{m.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === "pool" ? (
        <div className="grid gap-2">
          <label htmlFor={listId} className="text-sm font-semibold text-slate-800">
            Add codes to your list
          </label>
          <textarea
            id={listId}
            ref={listRef}
            name="codes"
            rows={5}
            value={list}
            onChange={(e) => setList(e.target.value)}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={Boolean(error)}
            placeholder={"DIWALI-0001\nDIWALI-0002"}
            className={`${inputClass} font-mono`}
          />
          <p className="text-sm text-slate-500">One code per line, or a CSV file with the codes in its first column.</p>
          <label className="text-sm font-semibold text-slate-800">
            Read codes from a CSV file
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(e) => readFile(e.target.files?.[0])}
              className="mt-1.5 block text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
            />
          </label>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={pending} className="justify-self-start">
        Save codes
      </SubmitButton>
    </form>
  );
}

"use client";

import { useId, useRef } from "react";
import { FieldError } from "@/components/ui/field";

export const OTP_LENGTH = 6;

type OtpBoxesProps = {
  /** Six positions, a space for an empty box (so a gap keeps the later digits in place). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** react-hook-form focuses the first box when the code is incomplete. */
  ref?: React.Ref<HTMLInputElement>;
};

function toDigits(value: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => {
    const char = value[i] ?? "";
    return /\d/.test(char) ? char : "";
  });
}

function fromDigits(digits: string[]): string {
  return digits.map((d) => d || " ").join("");
}

/**
 * Spec 2: six single-digit boxes. Typing moves to the next box, Backspace in an empty box goes back and
 * clears it, arrows move, and pasting (or the browser's one-time-code autofill) spreads the digits.
 */
export function OtpBoxes({ value, onChange, onBlur, labelledBy, describedBy, invalid, disabled, ref }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = toDigits(value);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from `start` on and moves to the box after the last one written. */
  const fill = (start: number, typed: string) => {
    const next = [...digits];
    const chars = typed.slice(0, OTP_LENGTH - start).split("");
    chars.forEach((char, offset) => (next[start + offset] = char));
    onChange(fromDigits(next));
    focusBox(start + chars.length);
  };

  const handleChange = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, "");
    if (!typed) {
      const next = [...digits];
      next[index] = "";
      onChange(fromDigits(next));
      return;
    }
    // One new key in a box that already held a digit: keep the new one.
    const old = digits[index];
    const fresh = typed.length === 2 && old && typed.includes(old) ? typed.replace(old, "") || old : typed;
    fill(typed.length >= OTP_LENGTH ? 0 : index, fresh);
  };

  const handleKeyDown = (index: number, event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = "";
      onChange(fromDigits(next));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + (event.key === "ArrowLeft" ? -1 : 1));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      focusBox(event.key === "Home" ? 0 : OTP_LENGTH - 1);
    }
  };

  const handlePaste = (index: number, event: React.ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text").replace(/\D/g, "");
    event.preventDefault();
    if (!pasted) return;
    // A whole code fills every box whichever box had focus; a part fills from here.
    fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="flex justify-between gap-3"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index !== 0 || !ref) return;
            if (typeof ref === "function") ref(element);
            else ref.current = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          onBlur={onBlur}
          className="h-16 w-14 rounded-xl border border-slate-300 bg-white text-center text-2xl font-semibold text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500 disabled:bg-slate-100"
        />
      ))}
    </div>
  );
}

type CodeFieldProps = Omit<OtpBoxesProps, "labelledBy" | "describedBy" | "invalid"> & { label: string; error?: string };

/** The six boxes with their visible label and error line, wired for screen readers. */
export function CodeField({ label, error, ...boxes }: CodeFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div>
      <p id={labelId} className="mb-3 text-sm font-semibold text-slate-800">
        {label}
      </p>
      <OtpBoxes {...boxes} labelledBy={labelId} describedBy={error ? errorId : undefined} invalid={Boolean(error)} />
      <FieldError id={errorId} message={error} className="mt-2" />
    </div>
  );
}

"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Field, inputClass } from "@/components/ui/field";

type PasswordInputProps = Omit<React.ComponentProps<"input">, "type" | "className"> & {
  /** Names the toggle: "Show {label}". */
  label: string;
};

/** A password box with an eye button that shows or hides what was typed (spec 2: update screen). */
export function PasswordInput({ label, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        {...input}
        type={visible ? "text" : "password"}
        spellCheck={false}
        autoCapitalize="none"
        className={`${inputClass} pr-14`}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={`Show ${label}`}
        title={visible ? `Hide ${label}` : `Show ${label}`}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-1 right-1 grid w-11 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

type PasswordFieldProps = Omit<PasswordInputProps, "label" | "id" | "aria-describedby" | "aria-invalid"> & {
  label: string;
  error?: string;
  hint?: string;
  /** A message shown elsewhere that says this field's error (Field's errorShownAt). */
  errorShownAt?: string;
  /** Marks the label with an asterisk and the input as aria-required. */
  required?: boolean;
};

/** A labelled password box with its hint and error; the toggle is named after the label ("Show new password"). */
export function PasswordField({ label, error, hint, errorShownAt, required, ...input }: PasswordFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint} errorShownAt={errorShownAt}>
      {({ id, describedBy, invalid }) => (
        <PasswordInput
          id={id}
          label={label.toLowerCase()}
          aria-required={required ? "true" : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...input}
        />
      )}
    </Field>
  );
}

"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { inputClass } from "@/components/ui/field";

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

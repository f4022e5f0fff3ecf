"use client";
import { useState } from "react";

// A field with a length limit counts as it is typed instead of cutting a paste at `maxlength` without a
// word (console review m10): past the limit the count says by how much, and the server refuses the save
// with the field's own message, keeping the text.

/** The length of a field's text as it is typed, starting from what it shows. */
export function useTypedLength(initial: string) {
  const [length, setLength] = useState(initial.length);
  return {
    length,
    onInput: (event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setLength(event.currentTarget.value.length),
  };
}

export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length - max;
  return (
    <>
      <p id={id} className={`mt-1.5 text-sm ${over > 0 ? "font-medium text-red-700" : "text-slate-500"}`}>
        {over > 0
          ? `${over.toLocaleString("en-IN")} ${over === 1 ? "character" : "characters"} too many: at most ${max.toLocaleString("en-IN")}`
          : `${length.toLocaleString("en-IN")} of ${max.toLocaleString("en-IN")} characters`}
      </p>
      {/* Read out only when the limit is passed, not at every key. */}
      <p aria-live="polite" className="sr-only">
        {over > 0 ? `Over the limit of ${max} characters` : ""}
      </p>
    </>
  );
}

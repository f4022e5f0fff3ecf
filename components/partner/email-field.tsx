import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";

/** The partner forms' e-mail input: labelled, described by its error, autocompleted. */
export function EmailField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <Field label="Email" error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass}
          {...registration}
        />
      )}
    </Field>
  );
}

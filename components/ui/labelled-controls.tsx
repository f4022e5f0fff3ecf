import type { ComponentProps, ReactNode } from "react";
import { Field, inputClass } from "./field";

type Labelled = {
  label: string;
  /** The label's required mark. The browser's own check is the control's `required`, given apart. */
  marked?: boolean;
  error?: string;
  hint?: string;
};

type Wired = { id: string; "aria-describedby": string | undefined; "aria-invalid": boolean };

/** A control inside `Field`: labelled, described by its hint and error, marked invalid with it. */
export function labelled<P extends object>(control: (props: P & Wired) => ReactNode) {
  return function LabelledControl({ label, marked, error, hint, ...props }: Labelled & P) {
    return (
      <Field label={label} required={marked} error={error} hint={hint}>
        {({ id, describedBy, invalid }) =>
          control({ ...(props as P), id, "aria-describedby": describedBy, "aria-invalid": invalid })
        }
      </Field>
    );
  };
}

export const LabelledInput = labelled((props: ComponentProps<"input">) => <input className={inputClass} {...props} />);

export const LabelledTextArea = labelled((props: ComponentProps<"textarea">) => (
  <textarea className={`${inputClass} resize-y`} {...props} />
));

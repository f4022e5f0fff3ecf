import type { ComponentProps, ReactNode } from "react";
import { FormOutcome } from "./form-outcome";
import { HoneypotField } from "./honeypot-field";
import type { FormResult } from "./send-form";
import type { FormToast } from "./toasts";
import type { PublicFormProps } from "./use-public-form";

type Props = Omit<ComponentProps<"form">, keyof PublicFormProps> & {
  /** From usePublicForm: the form's handlers and the answer to a post without JavaScript. */
  form: { formProps: PublicFormProps; outcome: FormResult | null };
  /** What the page says after a post without JavaScript succeeded (with it, the toast says it). */
  sent: FormToast;
  failedTitle?: string;
  children: ReactNode;
};

/** A public form: its fields, the honeypot, and the answer to a post made without JavaScript. */
export function PublicForm({ form, sent, failedTitle, children, ...props }: Props) {
  return (
    <form {...form.formProps} {...props}>
      <FormOutcome outcome={form.outcome} sent={sent} failedTitle={failedTitle} />
      <HoneypotField />
      {children}
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/operations/action";
import { failureMessage, runAction } from "../action-result";

type FieldProps = Omit<React.ComponentProps<typeof TextField>, "name" | "value" | "onChange" | "error" | "required">;

/**
 * The one-field form above a credential list (an API key's name, a webhook's address): it sends the value,
 * shows the server's message under the field (or in a toast when it is not about the field), and once the
 * credential is made clears the field, hands the credential over and refreshes the list.
 */
export function CredentialForm<Made>({
  label,
  name,
  submitLabel,
  create,
  failure,
  onMade,
  width,
  field,
}: {
  /** The form's accessible name. */
  label: string;
  /** The field's name, as the action's field errors key it. */
  name: string;
  submitLabel: string;
  create: (value: string) => Promise<ActionResult<Made>>;
  /** The toast's text when the failure brings no message of its own. */
  failure: string;
  onMade: (made: Made) => void;
  /** The field's least width (`min-w-64`). */
  width: string;
  field: FieldProps;
}) {
  const router = useRouter();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    const result = await runAction(() => create(value));
    setPending(false);
    if (result.ok) {
      onMade(result.data);
      setValue("");
      router.refresh();
      return;
    }
    const message = result.fieldErrors?.[name]?.[0];
    if (message) setError(message);
    else toast.error(failureMessage(result, failure));
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={label}
      className="mt-6 flex flex-wrap items-start gap-4"
    >
      <div className={`${width} flex-1`}>
        <TextField
          {...field}
          name={name}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          autoComplete="off"
          required
        />
      </div>
      <SubmitButton pending={pending} className="mt-7">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

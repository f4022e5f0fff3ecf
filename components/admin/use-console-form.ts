"use client";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { type FormStep, useKeptActionState } from "@/components/ui/use-kept-action-state";

/**
 * A console form on a plain `<form action>` (works without JavaScript): after a success its message is a
 * toast and the form is emptied; after a refusal each field shows its own error, and the alert at the top
 * shows what belongs to no field. A post that got no answer is a refusal that keeps what was sent.
 */
export function useConsoleForm<T>(action: FormStep<T>) {
  const [state, formAction, pending] = useKeptActionState(action);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state?.ok) return;
    if (state.message) toast.success(state.message);
    form.current?.reset();
  }, [state]);
  const failed = state && !state.ok ? state : null;
  const fieldError = (name: string) => failed?.fieldErrors?.[name]?.[0];
  /** The refusal's message for the alert, unless one of `fields` shows it. */
  const formError = (...fields: string[]) => (failed && !fields.some(fieldError) ? failed.formError : null);
  /** A control's name, what was sent in it (kept after a refusal, decision 619) and its error. */
  const field = (name: string) => ({ name, defaultValue: failed?.submitted?.[name], error: fieldError(name) });
  return { state, formAction, pending, form, submitted: failed?.submitted, fieldError, formError, field };
}

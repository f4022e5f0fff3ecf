"use client";
import { useEffect, useId, useState } from "react";
import { type FormStep, useKeptActionState } from "@/components/ui/use-kept-action-state";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";

// The console's forms that post a server action (posts, services, announcements, notifications): they
// work without JavaScript, and what was typed is kept whatever the answer: a refusal, an ended session,
// or none at all.

export type Action = FormStep<unknown>;

/** One field's name, the value it shows and the form's errors, as ContentField takes them. */
export type KeptField = { name: string; defaultValue: string; errors: Record<string, string[]> };

/**
 * Enter in a one-line field does not send the form: a save that goes live, or a notification that cannot
 * be recalled, is sent by its button (console review). Enter still writes a new line in a text area.
 */
export function enterDoesNotSubmit(event: React.KeyboardEvent<HTMLFormElement>) {
  const { target } = event;
  if (event.key !== "Enter" || !(target instanceof HTMLInputElement)) return;
  // A file input opens its picker on Enter, a button presses: only fields that take text are held.
  if (!["file", "submit", "button", "reset", "image"].includes(target.type)) event.preventDefault();
}

export function useKeptForm<V extends Record<string, string>>(
  action: Action,
  initial: V,
  {
    afterSuccess,
    draftsKept = false,
  }: {
    /** What the fields show after a success, when not `initial` (a notification keeps its audience). */
    afterSuccess?: (data: unknown) => V;
    /** The form's drafts are written as it is typed (posts, services): leaving it loses nothing, so it is not asked about. */
    draftsKept?: boolean;
  } = {},
) {
  // A save that got no answer, or one the page could not read, keeps the fields like any refusal.
  const [state, formAction, pending] = useKeptActionState(action);
  // Each answer re-mounts the fields with what they show now: React resets a form itself only after a
  // submit of its own, not after an action dispatched from a confirmation dialog.
  const [answer, setAnswer] = useState({ state, count: 0 });
  if (answer.state !== state) setAnswer({ state, count: answer.count + 1 });
  const refused = state !== null && !state.ok;
  // The server sends back what the refused form held (staffAction), so this works without JavaScript too.
  const values = refused
    ? (Object.fromEntries(Object.keys(initial).map((name) => [name, state.submitted?.[name] ?? initial[name]])) as V)
    : state?.ok && afterSuccess
      ? afterSuccess(state.data)
      : initial;
  const id = useId();
  // Typed and not yet saved: leaving the page asks first. A save that succeeded has kept it.
  const [typed, setTyped] = useState<{ since: typeof state } | null>(null);
  if (typed && state?.ok && typed.since !== state) setTyped(null);
  useEffect(() => {
    if (draftsKept) return;
    const input = (event: Event) => {
      if ((event.target as HTMLInputElement | null)?.form?.getAttribute("id") !== id) return;
      // The same object while nothing changed: React renders nothing for a keystroke.
      setTyped((typed) => (typed && typed.since === state ? typed : { since: state }));
    };
    document.addEventListener("input", input);
    return () => document.removeEventListener("input", input);
  }, [id, state, draftsKept]);
  useLeaveWarning(!draftsKept && typed !== null);
  // A refused save takes the user to the first field to fix (the page may be long).
  useEffect(() => {
    if (state && !state.ok) document.getElementById(id)?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [state, id]);
  const errors = refused ? (state.fieldErrors ?? {}) : {};
  return {
    /** The form element's id. */
    id,
    /** What every kept form's element takes: its id, the action, and Enter held in one-line fields. */
    formProps: { id, action: formAction, onKeyDown: enterDoesNotSubmit },
    state,
    formAction,
    pending,
    values,
    errors,
    /** A field's name, the value it shows and the errors: `<ContentField {...form.field("title")} />`. */
    field: (name: keyof V & string): KeptField => ({ name, defaultValue: values[name] ?? "", errors }),
    formError: refused && !state.fieldErrors ? state.formError : undefined,
    key: state === null ? "initial" : `answer-${answer.count}`,
  };
}

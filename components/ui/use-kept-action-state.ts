"use client";
import { unstable_rethrow } from "next/navigation";
import { useActionState, useCallback } from "react";
import { NETWORK_FAILURE } from "@/components/partner/action-result";
import { useHydrated } from "@/components/ui/use-hydrated";
import { submittedFields } from "@/lib/model/submitted-fields";
import type { ActionResult } from "@/lib/operations/action";

/** A server action as a form's `useActionState` calls it. */
export type FormStep<T> = (previous: ActionResult<T> | null, form: FormData) => Promise<ActionResult<T>>;

/** A save the server answered in a way the page could not read: the text stays, the page needs a reload. */
export const NOT_TAKEN =
  "The console could not take this save: it may have been updated since this page opened. Copy what you typed, reload the page and try again.";

/**
 * `useActionState` for a form's server action that never loses what was sent (decision 839). With
 * JavaScript, a post that got no answer (the connection dropped) is a refusal like any other, saying the
 * server could not be reached, and one answered in a way the page could not read (the site updated since
 * it opened) says to reload: both carry the fields as sent, as the server's own refusal does, instead of
 * throwing to the error screen. Before hydration it is the server action itself, so the form posts
 * without JavaScript, where the server's refusal keeps the fields.
 */
export function useKeptActionState<T>(action: FormStep<T>) {
  const hydrated = useHydrated();
  const kept = useCallback<FormStep<T>>(
    async (previous, sent) => {
      try {
        return await action(previous, sent);
      } catch (error) {
        unstable_rethrow(error);
        // A request that got no answer fails as fetch does (a TypeError); anything else was an answer the page
        // could not use (the site updated since the page was opened, a body too large): retrying won't help.
        const unanswered = error instanceof TypeError || !navigator.onLine;
        const submitted = submittedFields(sent);
        return unanswered ? { ...NETWORK_FAILURE, submitted } : { ...NETWORK_FAILURE, formError: NOT_TAKEN, submitted };
      }
    },
    [action],
  );
  return useActionState(hydrated ? kept : action, null);
}

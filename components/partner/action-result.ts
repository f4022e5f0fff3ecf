import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { withWait } from "@/lib/format/wait";
import type { ActionResult } from "@/lib/operations/action";

export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

/** What a failed action (or a request that never got an answer) shows: the partner's modal alert, the console's row. */
export const NETWORK_FAILURE: ActionFailure = {
  ok: false,
  code: "service_unavailable",
  formError: "We couldn't reach the server. Check your connection and try again.",
};

/**
 * Runs a server action and never throws: a dropped connection becomes a failure the screen can show.
 * Next's redirect and not-found signals are not expected from these actions.
 */
export async function runAction<T>(action: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await action();
  } catch {
    return NETWORK_FAILURE;
  }
}

/** The server's message (or the screen's fallback), plus the wait when the server asked us to slow down. */
export function failureMessage(result: ActionFailure, fallback: string): string {
  return withWait(result.formError || fallback, result.retryAfterSeconds);
}

/**
 * Puts the server's field errors under the form's own fields (focusing the first). Returns false when
 * none of them belongs to a field here, so the caller shows the message in the alert instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  result: ActionFailure,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const name of fields) {
    const message = result.fieldErrors?.[name]?.[0];
    if (!message) continue;
    setError(name, { type: "server", message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

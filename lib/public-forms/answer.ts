import type { Executed } from "@/lib/operations/execute";

/** What the public forms' API answers on success: `{ ok: true, message }` (201). */
export function formAnswer(outcome: Executed<unknown>): Response {
  return Response.json({ ok: true, message: outcome.message }, { status: outcome.status ?? 201 });
}

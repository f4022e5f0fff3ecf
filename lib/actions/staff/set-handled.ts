"use server";
import { setHandled } from "@/lib/data/admin/inbox";
import { setHandledSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

/** Marks a contact message or a lead handled, or new again. */
export const setHandledAction = staffAction("inbox.handle", setHandledSchema, async (input, { session, actor }) => {
  await setHandled({ session, ip: actor.ip }, input.kind, input.id, input.handled);
  // No revalidation: the row stays in place with its new state and an undo, until the next visit.
  return { data: { handled: input.handled }, message: input.handled ? "Marked as handled" : "Moved back to new" };
});

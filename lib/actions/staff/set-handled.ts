"use server";
import { markHandled } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

/** No revalidation: the row stays in place with its new state and an undo, until the next visit. */
export const setHandledAction = toAction(markHandled);

"use server";
import { executeDeletion } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

/** No revalidation: the row stays, its badge turned to Done from the answer, until the next visit. */
export const executeDeletionAction = toAction(executeDeletion);

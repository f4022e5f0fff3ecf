"use server";
import { executeDeletion } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

/** No revalidation: the row stays and says it is done, until the next visit. */
export const executeDeletionAction = toAction(executeDeletion);

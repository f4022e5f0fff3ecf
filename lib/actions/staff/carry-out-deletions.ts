"use server";
import { carryOutDeletions } from "@/lib/console/inbox-bulk";
import { toAction } from "@/lib/operations/action";

/** No revalidation: the rows stay, their badges turned to Done from the answer. */
export const carryOutDeletionsAction = toAction(carryOutDeletions);

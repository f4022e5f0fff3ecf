"use server";
import { handleInboxItems } from "@/lib/console/inbox-bulk";
import { toAction } from "@/lib/operations/action";

/** No revalidation: the rows stay in place, marked, each with its "Move back to new", as after one. */
export const handleInboxItemsAction = toAction(handleInboxItems);

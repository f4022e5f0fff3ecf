"use server";
import { exportInboxItems } from "@/lib/console/inbox-bulk";
import { toAction } from "@/lib/operations/action";

export const exportInboxItemsAction = toAction(exportInboxItems);

"use server";
import { sendNotification } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

export const sendNotificationAction = toAction(sendNotification, {
  redirect: ({ data }) => `/admin/announcements?done=sent&recipients=${data.recipients}#notifications`,
});

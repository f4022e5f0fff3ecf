"use server";
import { redirect } from "next/navigation";
import { sendNotification } from "@/lib/data/admin/announcements";
import { notificationFormSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

/** Sends an in-app notification to one approved partner or to all of them. */
export const sendNotificationAction = staffAction(
  "notifications.send",
  notificationFormSchema,
  async (input, { session, actor }) => {
    const { recipients } = await sendNotification({ session, ip: actor.ip }, input);
    redirect(`/admin/announcements?done=sent&recipients=${recipients}#notifications`);
  },
);

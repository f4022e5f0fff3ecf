"use server";
import { sendNotification } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

// The form stays (no redirect): it keeps the audience and the partner it was sent to, and says to whom
// it went; "Recently sent" is rendered again beside it.
export const sendNotificationAction = toAction(sendNotification, { revalidate: "/admin/announcements" });

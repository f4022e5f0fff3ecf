"use server";
import { saveAnnouncement } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

export const saveAnnouncementAction = toAction(saveAnnouncement, {
  redirect: ({ data }) => `/admin/announcements?done=${data.done}`,
});

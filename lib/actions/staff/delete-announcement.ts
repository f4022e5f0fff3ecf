"use server";
import { deleteAnnouncement } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

export const deleteAnnouncementAction = toAction(deleteAnnouncement, {
  redirect: () => "/admin/announcements?done=deleted",
});

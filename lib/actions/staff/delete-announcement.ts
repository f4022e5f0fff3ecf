"use server";
import { redirect } from "next/navigation";
import { removeAnnouncement } from "@/lib/data/admin/announcements";
import { announcementIdSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

export const deleteAnnouncementAction = staffAction(
  "announcements.write",
  announcementIdSchema,
  async ({ id }, { session, actor }) => {
    await removeAnnouncement({ session, ip: actor.ip }, id);
    redirect("/admin/announcements?done=deleted");
  },
);

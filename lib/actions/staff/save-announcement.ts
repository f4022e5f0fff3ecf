"use server";
import { redirect } from "next/navigation";
import { saveAnnouncement } from "@/lib/data/admin/announcements";
import { announcementFormSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

/** Creates or edits an announcement (and publishes or unpublishes it when that button was pressed). */
export const saveAnnouncementAction = staffAction(
  "announcements.write",
  announcementFormSchema,
  async (input, { session, actor }) => {
    await saveAnnouncement({ session, ip: actor.ip }, input);
    const done = { save: "saved", publish: "published", unpublish: "unpublished" }[input.intent];
    redirect(`/admin/announcements?done=${done}`);
  },
);

"use server";
import { redirect } from "next/navigation";
import { saveService } from "@/lib/data/admin/services";
import { serviceFormSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

/** Creates or edits a service (and publishes or unpublishes it when that button was pressed). */
export const saveServiceAction = staffAction("content.write", serviceFormSchema, async (input, { session, actor }) => {
  const service = await saveService({ session, ip: actor.ip }, input);
  const done = { save: "saved", publish: "published", unpublish: "unpublished" }[input.intent];
  redirect(`/admin/services/${service.id}?done=${done}`);
});

"use server";
import { redirect } from "next/navigation";
import { removeService } from "@/lib/data/admin/services";
import { serviceIdSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

export const deleteServiceAction = staffAction("content.write", serviceIdSchema, async ({ id }, { session, actor }) => {
  await removeService({ session, ip: actor.ip }, id);
  redirect("/admin/services?done=deleted");
});

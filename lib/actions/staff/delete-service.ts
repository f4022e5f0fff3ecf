"use server";
import { deleteService } from "@/lib/console/content/operations";
import { toAction } from "@/lib/operations/action";

export const deleteServiceAction = toAction(deleteService, { redirect: () => "/admin/services?done=deleted" });

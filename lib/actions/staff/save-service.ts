"use server";
import { saveService } from "@/lib/console/content/operations";
import { toAction } from "@/lib/operations/action";

export const saveServiceAction = toAction(saveService, {
  redirect: ({ data }) => `/admin/services/${data.id}?done=${data.done}`,
});

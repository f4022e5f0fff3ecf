"use server";
import { setAccess } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

export const setAccessAction = toAction(setAccess, { revalidate: "/admin/staff" });

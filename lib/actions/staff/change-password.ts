"use server";
import { changeOwnPassword } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

export const changeStaffPasswordAction = toAction(changeOwnPassword, { revalidate: "/admin/account" });

"use server";
import { inviteStaff } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

export const inviteStaffAction = toAction(inviteStaff, { revalidate: "/admin/staff" });

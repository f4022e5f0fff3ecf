"use server";
import { endOwnSession } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

export const endStaffSessionAction = toAction(endOwnSession, { revalidate: "/admin/account" });

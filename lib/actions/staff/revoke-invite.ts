"use server";
import { revokeInvite } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

export const revokeInviteAction = toAction(revokeInvite, { revalidate: "/admin/staff" });

"use server";
import { setTeamPolicy } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

export const setTeamPolicyAction = toAction(setTeamPolicy, { revalidate: "/admin/staff" });

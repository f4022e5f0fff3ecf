"use server";
import { resetSecondFactor } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

export const resetSecondFactorAction = toAction(resetSecondFactor, { revalidate: "/admin/staff" });

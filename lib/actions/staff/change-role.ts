"use server";
import { changeRole } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

/** The layout renders again: an admin who demoted themself loses the admin sections at once. */
export const changeRoleAction = toAction(changeRole, { revalidate: "/admin" });

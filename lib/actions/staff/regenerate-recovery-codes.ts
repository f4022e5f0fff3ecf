"use server";
import { regenerateCodes } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

/** The new codes come back once, shown on the page with a download; no revalidation would hide them. */
export const regenerateRecoveryCodesAction = toAction(regenerateCodes);

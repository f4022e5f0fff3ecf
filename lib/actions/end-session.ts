"use server";

import { toAction } from "@/lib/operations/action";
import { endSession } from "@/lib/partner-account/operations";

/** Password & Security: signs one of the partner's other devices out; the list is rendered again. */
export const endSessionAction = toAction(endSession, { revalidate: "/dashboard/profile" });

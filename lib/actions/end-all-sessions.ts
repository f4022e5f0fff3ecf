"use server";

import { toAction } from "@/lib/operations/action";
import { endAllSessions } from "@/lib/partner-account/operations";

/** Password & Security, 'Sign out of all devices': this browser too (its cookie is cleared); the screen goes to sign-in. */
export const endAllSessionsAction = toAction(endAllSessions);

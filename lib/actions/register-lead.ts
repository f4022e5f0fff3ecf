"use server";

import { toAction } from "@/lib/operations/action";
import { registerLead } from "@/lib/public-forms/operations";

/** The lead form's (/signup) server action: what the browser posts without JavaScript (decision 316). */
export const registerLeadAction = toAction(registerLead);

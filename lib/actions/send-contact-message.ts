"use server";

import { toAction } from "@/lib/operations/action";
import { sendContactMessage } from "@/lib/public-forms/operations";

/** The contact form's server action: what the browser posts without JavaScript (decision 316). */
export const sendContactMessageAction = toAction(sendContactMessage);

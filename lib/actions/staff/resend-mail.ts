"use server";
import { resendMail } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

/** Revalidated: the row shows its new state (queued, or sent by the first attempt). */
export const resendMailAction = toAction(resendMail, { revalidate: "/admin/mail" });

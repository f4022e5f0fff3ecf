"use server";

import { setNewPassword } from "@/lib/partner-account/web-flow";
import { toAction } from "@/lib/operations/action";

export const resetPasswordAction = toAction(setNewPassword);

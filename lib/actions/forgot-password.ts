"use server";

import { forgotPassword } from "@/lib/partner-account/web-flow";
import { toAction } from "@/lib/operations/action";

export const forgotPasswordAction = toAction(forgotPassword);

"use server";

import { resendCode } from "@/lib/partner-account/web-flow";
import { toAction } from "@/lib/operations/action";

export const resendCodeAction = toAction(resendCode);

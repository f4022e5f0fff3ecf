"use server";

import { enterCode } from "@/lib/partner-account/web-flow";
import { toAction } from "@/lib/operations/action";

export const verifyCodeAction = toAction(enterCode);

"use server";

import { startSignUp } from "@/lib/partner-account/web-flow";
import { toAction } from "@/lib/operations/action";

export const startSignUpAction = toAction(startSignUp);

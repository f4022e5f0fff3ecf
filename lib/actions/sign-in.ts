"use server";

import { toAction } from "@/lib/operations/action";
import { signIn } from "@/lib/partner-account/operations";

/** /NewSignIn: sets the authToken cookie; the screen then replaces history with data.next. */
export const signInAction = toAction(signIn, { reply: () => ({ data: { next: "/dashboard" } }) });

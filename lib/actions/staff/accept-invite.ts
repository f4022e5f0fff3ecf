"use server";
import { acceptInvite } from "@/lib/console/staff/operations";
import { toAction } from "@/lib/operations/action";

/** An admin goes on to set up the authenticator; an editor straight into the console. */
export const acceptInviteAction = toAction(acceptInvite, { redirect: ({ data }) => data.next });

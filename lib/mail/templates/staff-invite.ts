import { siteConfig } from "@/config/site";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { secretSlot } from "../secret-slots";
import { renderEmail, type Email } from "./layout";

/** Where an invitation's link leads: the mail's copy and the inviting admin's once-shown copy (decision 622). */
export function invitePath(token: string): string {
  return `/admin/invite?token=${token}`;
}

/**
 * The invitation to the console. The link's token is a secret (decision 812): the stored and displayed
 * copy shows it masked, the sent one in full.
 */
export function staffInviteEmail(input: {
  appUrl: string;
  token: string;
  role: StaffRole;
  invitedBy: string;
  hours: number;
  /** The team requires two-step sign-in of everyone, editors included (decision 622). */
  teamRequiresSecondFactor?: boolean;
}): Email {
  const email = renderEmail({
    subject: `You are invited to the ${siteConfig.name} console`,
    heading: "Join the console",
    paragraphs: [
      `${input.invitedBy} invited you to the ${siteConfig.name} provider console as ${input.role === "ADMIN" ? "an admin" : "an editor"}.`,
      `Open this link within ${input.hours} hours to choose your name and password:`,
      `${input.appUrl}${invitePath(secretSlot("token"))}`,
      // After the link, never between it and the colon that leads to it (console review m13).
      ...(input.role === "ADMIN"
        ? ["As an admin you will also set up an authenticator app for two-step sign-in."]
        : input.teamRequiresSecondFactor
          ? ["You will also set up an authenticator app: the team requires two-step sign-in of everyone."]
          : []),
      "The link works once. If you did not expect this invitation, ignore this e-mail.",
    ],
  });
  return { ...email, secrets: { token: input.token } };
}

import { z } from "zod";
import { PASSWORD_MAX, newPassword } from "./partner-auth";
import { emailAddress, singleLineText } from "./text";

// Staff management and Your account (decisions 613 and 614): parsed on the server, like the other console
// forms (decision 600).

export const STAFF_PASSWORD_HINT = "At least 8 characters. A long phrase is easier to remember and harder to guess.";
const PASSWORD_SHORT_MESSAGE = "Use at least 8 characters.";

const id = z.string().pipe(singleLineText().min(1).max(64));
const role = z.enum(["ADMIN", "EDITOR"], "Choose Admin or Editor.");

export const inviteStaffSchema = z.object({
  email: emailAddress("Enter the e-mail address to invite.", "Enter a valid e-mail address.").toLowerCase(),
  role,
});
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const inviteIdSchema = z.object({ inviteId: id });
export const staffMemberSchema = z.object({ staffId: id });
export const changeRoleSchema = z.object({ staffId: id, role });
export const setAccessSchema = z.object({ staffId: id, access: z.enum(["disable", "enable"]) });
/** Who must confirm each sign-in with an authenticator (decision 622). */
export const teamPolicySchema = z.object({
  secondFactor: z.enum(["admins", "everyone"], "Choose who must use two-step sign-in."),
});

export const acceptInviteSchema = z.object({
  token: z.string("This invitation link is incomplete.").pipe(singleLineText().min(20).max(100)),
  name: z
    .string("Enter your name.")
    .pipe(
      singleLineText(undefined, "Enter your name.").min(1, "Enter your name.").max(100, "Use at most 100 characters."),
    ),
  password: newPassword("Choose a password.", PASSWORD_SHORT_MESSAGE),
});

const CURRENT_PASSWORD_MESSAGE = "Enter your current password.";

export const changeStaffPasswordSchema = z.object({
  currentPassword: z.string(CURRENT_PASSWORD_MESSAGE).min(1, CURRENT_PASSWORD_MESSAGE).max(PASSWORD_MAX),
  newPassword: newPassword("Choose a new password.", PASSWORD_SHORT_MESSAGE),
});

export const endStaffSessionSchema = z.object({ sessionId: id });

const PROOF_MESSAGE = "Enter your password or a current code from your authenticator app.";
/** Regenerating recovery codes: the password, or a current authenticator code (not a recovery code). */
export const regenerateCodesSchema = z.object({
  passwordOrCode: z.string(PROOF_MESSAGE).min(1, PROOF_MESSAGE).max(PASSWORD_MAX),
});

import "server-only";
import { findPartnerIdByEmail, getPartnerPasswordHash, setPartnerPassword } from "@/lib/data/partners";
import { db } from "@/lib/db";
import { revokeAllApiKeys } from "@/lib/data/partner-api-keys";
import { deleteAllWebhookEndpoints } from "@/lib/data/webhook-endpoints";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/send-mail";
import { passwordChangedEmail } from "@/lib/mail/templates/partner-notices";
import { afterResponse } from "@/lib/auth/after-response";
import { endAllDevices, openDeviceSession } from "@/lib/auth/device-sessions";
import { AppError } from "@/lib/errors";
import { INVALID_GRANT_MESSAGE, OLD_PASSWORD_INCORRECT_MESSAGE } from "@/lib/auth/messages";
import { consumeGrant, voidOtps } from "./otp";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import { enforce } from "@/lib/limits/limiter";
import { forgetSignInFailures } from "@/lib/limits/sign-in-attempts";
import type { PartnerSession } from "@/lib/auth/session";
import { issueSessionToken } from "@/lib/auth/session-token";

export const PASSWORD_UPDATED_MESSAGE = "Password updated successfully!";
export const PASSWORD_UNCHANGED_MESSAGE =
  "That is already your password: nothing changed, and your other devices stay signed in.";

function noticeAfterChange(email: string, integrationsEnded = false) {
  return afterResponse("password notice", () =>
    sendMail({
      to: email,
      ...passwordChangedEmail({ resetUrl: `${getEnv().APP_URL}/ForgotPassword`, integrationsEnded }),
    }),
  );
}

/**
 * The forgot-password end: a reset grant sets a new password. The grant is used up in the same
 * transaction as the change, every device session ends, the account's failed sign-ins are forgotten and
 * nobody is signed in. Whoever resets may not be the only one holding the account, so this ends them even
 * when the password is the same: their devices, and what they could have left behind to keep reading it,
 * API keys (which redeem codes) and webhook endpoints (which receive every claim's code).
 */
export async function resetPasswordWithGrant(
  { email, token, newPassword }: { email: string; token: string; newPassword: string },
  ip: string,
  field = "newPassword",
): Promise<void> {
  await enforce({ rule: "partnerGrantUseAddress", address: ip });
  assertPasswordAllowed(newPassword, field, email);
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await consumeGrant(tx, { email, type: "password_reset" }, token);
    const partnerId = await findPartnerIdByEmail(email, tx);
    if (!partnerId) throw new AppError("invalid_grant", INVALID_GRANT_MESSAGE);
    await setPartnerPassword(partnerId, passwordHash, tx);
    await endAllDevices(partnerId, tx);
    await revokeAllApiKeys(partnerId, tx);
    await deleteAllWebhookEndpoints(partnerId, tx);
  });
  await voidOtps({ email, type: "password_reset" });
  // The owner has proven the address is theirs: a stranger's wrong passwords hold the account no longer.
  await forgetSignInFailures("partner", email);
  await noticeAfterChange(email, true);
}

/**
 * Profile, Password & Security: the old password, then the new one. Every device session ends and this
 * device gets a new one (a fresh token). A new password equal to the old one changes nothing, so it ends
 * nothing either: signing other devices out is "Sign out of all devices" (decision 541).
 */
export async function changePassword(
  session: PartnerSession,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<{ token: string; changed: boolean }> {
  await enforce({ rule: "partnerPasswordChange", key: session.partnerId });
  const hash = await getPartnerPasswordHash(session.partnerId);
  if (!hash || !(await verifyPassword(hash, oldPassword))) {
    throw new AppError("validation_failed", OLD_PASSWORD_INCORRECT_MESSAGE, {
      fieldErrors: { oldPassword: [OLD_PASSWORD_INCORRECT_MESSAGE] },
    });
  }
  assertPasswordAllowed(newPassword, "newPassword", session.email);
  const subject = { ...session, id: session.partnerId };
  if (await verifyPassword(hash, newPassword)) return { token: await issueSessionToken(subject), changed: false };
  const passwordHash = await hashPassword(newPassword);
  const { token } = await db.$transaction(async (tx) => {
    await setPartnerPassword(session.partnerId, passwordHash, tx);
    await endAllDevices(session.partnerId, tx);
    return openDeviceSession(subject, session.device, { client: tx });
  });
  await noticeAfterChange(session.email);
  return { token, changed: true };
}

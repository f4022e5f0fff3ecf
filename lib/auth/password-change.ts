import "server-only";
import { findPartnerIdByEmail, getPartnerPasswordHash, setPartnerPassword } from "@/lib/data/partners";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/send-mail";
import { passwordChangedEmail } from "@/lib/mail/templates/partner-notices";
import { afterResponse } from "./after-response";
import { AppError } from "@/lib/errors";
import { INVALID_GRANT_MESSAGE, OLD_PASSWORD_INCORRECT_MESSAGE } from "./messages";
import { consumeGrant, voidOtps } from "./otp";
import { hashPassword, verifyPassword } from "./password";
import { assertPasswordAllowed } from "./password-policy";
import { PARTNER_LIMITS, enforceLimits } from "./rate-limits";
import type { PartnerSession } from "./session";
import { issueSessionToken } from "./session-token";

export const PASSWORD_UPDATED_MESSAGE = "Password updated successfully!";

function noticeAfterChange(email: string) {
  return afterResponse("password notice", () =>
    sendMail({ to: email, ...passwordChangedEmail({ resetUrl: `${getEnv().APP_URL}/ForgotPassword` }) }),
  );
}

/**
 * The forgot-password end: a reset grant sets a new password. The grant is used up in the same
 * transaction as the change, every session ends (token version + 1) and nobody is signed in.
 */
export async function resetPasswordWithGrant(
  { email, token, newPassword }: { email: string; token: string; newPassword: string },
  ip: string,
  field = "newPassword",
): Promise<void> {
  await enforceLimits([[`grant-use:ip:${ip}`, PARTNER_LIMITS.grantUseIp]]);
  assertPasswordAllowed(newPassword, field, email);
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await consumeGrant(tx, { email, type: "password_reset" }, token);
    const partnerId = await findPartnerIdByEmail(email, tx);
    if (!partnerId) throw new AppError("invalid_grant", INVALID_GRANT_MESSAGE);
    await setPartnerPassword(partnerId, passwordHash, tx);
  });
  await voidOtps({ email, type: "password_reset" });
  await noticeAfterChange(email);
}

/**
 * Profile, Password & Security: the old password, then the new one. Every other session ends; the
 * caller gets a fresh token for this one.
 */
export async function changePassword(
  session: PartnerSession,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<{ token: string }> {
  await enforceLimits([[`password-change:account:${session.partnerId}`, PARTNER_LIMITS.passwordChangeAccount]]);
  const hash = await getPartnerPasswordHash(session.partnerId);
  if (!hash || !(await verifyPassword(hash, oldPassword))) {
    throw new AppError("validation_failed", OLD_PASSWORD_INCORRECT_MESSAGE, {
      fieldErrors: { oldPassword: [OLD_PASSWORD_INCORRECT_MESSAGE] },
    });
  }
  assertPasswordAllowed(newPassword, "newPassword", session.email);
  const { tokenVersion } = await setPartnerPassword(session.partnerId, await hashPassword(newPassword));
  const token = await issueSessionToken({ ...session, id: session.partnerId, tokenVersion });
  await noticeAfterChange(session.email);
  return { token };
}

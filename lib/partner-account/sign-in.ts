import "server-only";
import { findPartnerCredentials, type PartnerCredentials } from "@/lib/data/partners";
import type { SignInData } from "@/lib/validations/partner-auth";
import { AppError } from "@/lib/errors";
import { startSignInAttempt } from "@/lib/limits/sign-in-attempts";
import { INVALID_CREDENTIALS_MESSAGE, notApprovedMessage } from "@/lib/auth/messages";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { openDeviceSession } from "@/lib/auth/device-sessions";

let dummyHash: Promise<string> | undefined;

/** Unknown e-mails still cost one argon2 verification, so timing does not tell who has an account. */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`no such partner ${Math.random()}`);
  return dummyHash;
}

/**
 * Checks a partner's e-mail and password; failures slow further attempts per address and per account
 * (growing delays, decision 820). The approval (or suspension) message is given only after the password
 * is right, so it never tells a stranger that an account exists.
 */
export async function verifyPartnerCredentials(
  { email, password }: SignInData,
  ip: string,
): Promise<PartnerCredentials> {
  const attempt = await startSignInAttempt("partner", email, ip);
  const partner = await findPartnerCredentials(email);
  const valid = await verifyPassword(partner?.passwordHash ?? (await timingDummyHash()), password);
  if (!partner || !valid) {
    await attempt.failed();
    throw new AppError("invalid_credentials", INVALID_CREDENTIALS_MESSAGE);
  }
  // The password was right: this attempt is not a failure, whatever the approval says.
  await attempt.succeeded();
  if (partner.status !== "APPROVED") throw new AppError("forbidden", notApprovedMessage(partner));
  return partner;
}

/**
 * Sign-in for the JSON API and the server action: the checked partner and the token of a new device
 * session, labelled with `device` (from the User-Agent, for display only).
 */
export async function signInPartner(
  input: SignInData,
  { ip, device }: { ip: string; device: string },
): Promise<{ token: string; partner: PartnerCredentials }> {
  const partner = await verifyPartnerCredentials(input, ip);
  const { token } = await openDeviceSession(partner, device);
  return { token, partner };
}

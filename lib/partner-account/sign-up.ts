import "server-only";
import { createPendingPartner, type NewPartner, type PartnerUser } from "@/lib/data/partners";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { providerInbox, sendMail } from "@/lib/mail/send-mail";
import { partnerAwaitingApprovalEmail } from "@/lib/mail/templates/partner-notices";
import type { SignUpData } from "@/lib/validations/partner-auth";
import { afterResponse } from "@/lib/auth/after-response";
import { AppError } from "@/lib/errors";
import { ACCOUNT_EXISTS_MESSAGE, APPROVAL_MESSAGE } from "@/lib/auth/messages";
import { consumeGrant } from "./otp";
import { hashPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import { enforce } from "@/lib/limits/limiter";

export const SIGNED_UP_MESSAGE = `Your account has been created. ${APPROVAL_MESSAGE}`;

export function toNewPartner(data: SignUpData, passwordHash: string): NewPartner {
  const { password: _password, companyPrivacyURL, ...rest } = data;
  return { ...rest, companyPrivacyUrl: companyPrivacyURL, passwordHash };
}

/**
 * Creates the PENDING partner for a verified e-mail. The grant is used up in the same transaction as
 * the insert, so a replayed or concurrent second request creates nothing.
 */
export async function createVerifiedPartner(
  partner: NewPartner,
  verificationToken: string,
  ip: string,
): Promise<PartnerUser> {
  await enforce({ rule: "partnerGrantUseAddress", address: ip });
  return insertVerifiedPartner(partner, verificationToken);
}

async function insertVerifiedPartner(partner: NewPartner, verificationToken: string): Promise<PartnerUser> {
  let user: PartnerUser;
  try {
    user = await db.$transaction(async (tx) => {
      await consumeGrant(tx, { email: partner.email, type: "email_verification" }, verificationToken);
      return createPendingPartner(partner, tx);
    });
  } catch (error) {
    // Only someone who has just proven they own the address gets here, so saying so reveals nothing.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("conflict", ACCOUNT_EXISTS_MESSAGE);
    throw error;
  }
  await afterResponse("approval notice", () =>
    sendMail({ to: providerInbox(), ...partnerAwaitingApprovalEmail(user) }),
  );
  return user;
}

/** POST /api/v1/user/signup: the password rules, then the account. */
export async function completeSignUp(data: SignUpData, verificationToken: string, ip: string): Promise<PartnerUser> {
  assertPasswordAllowed(data.password, "password", data.email);
  // The address's budget is taken before the password's hash, the costly step (19 MiB of argon2id): a
  // flood of sign-ups with made-up tokens is refused before each costs a hash.
  await enforce({ rule: "partnerGrantUseAddress", address: ip });
  return insertVerifiedPartner(toNewPartner(data, await hashPassword(data.password)), verificationToken);
}

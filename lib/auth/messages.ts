import { siteConfig } from "@/config/site";
import type { PartnerStatus } from "@/lib/generated/prisma/enums";

export const APPROVAL_MESSAGE = `Your account is awaiting approval. Please contact the provider at ${siteConfig.partnerApprovalEmail} for account approval.`;
/** A suspended partner's answer: the provider's reason (decision 603), without a doubled full stop. */
export function suspendedMessage(reason: string | null): string {
  const why = reason?.trim().replace(/[.!\s]+$/, "");
  return `Your partner account has been suspended${why ? `: ${why}` : ""}. Contact us at ${siteConfig.partnerApprovalEmail} to have it reinstated.`;
}

/** Why a partner who is not approved is refused: suspended ones are told why; pending and rejected get the spec's text. */
export function notApprovedMessage(partner: { status: PartnerStatus; reviewNote: string | null }): string {
  return partner.status === "SUSPENDED" ? suspendedMessage(partner.reviewNote) : APPROVAL_MESSAGE;
}
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const NOT_SIGNED_IN_MESSAGE = "Please sign in to continue.";
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";
export const INVALID_CODE_MESSAGE = "Invalid or expired code. Please request a new one.";
export const CODE_ATTEMPTS_MESSAGE = "Too many incorrect attempts. Please request a new code.";
export const CODE_CHECKS_SPENT_MESSAGE =
  "Too many incorrect attempts today. This code no longer works: request a new code once the wait is over.";
export const INVALID_GRANT_MESSAGE = "This verification has expired. Please request a new code.";
export const OLD_PASSWORD_INCORRECT_MESSAGE = "OldPassword is incorrect";
export const ACCOUNT_EXISTS_MESSAGE = "An account with this email already exists. Please sign in.";

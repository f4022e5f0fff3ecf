import { siteConfig } from "@/config/site";
import { renderEmail, type Email } from "./layout";

/**
 * Sent instead of a code when someone starts a sign-up with an address that already has an account:
 * the sign-up form answers as usual, so it never reveals who has an account (decision 405).
 */
export function accountExistsEmail({ signInUrl, resetUrl }: { signInUrl: string; resetUrl: string }): Email {
  return renderEmail({
    subject: `You already have a ${siteConfig.name} partner account`,
    heading: "You already have an account",
    paragraphs: [
      `Someone, probably you, tried to sign up as a ${siteConfig.name} partner with this email address, which already has an account.`,
      `Sign in at ${signInUrl}. If you forgot your password, reset it at ${resetUrl}.`,
      "If this was not you, you can ignore this email; your account has not changed.",
    ],
  });
}

export function passwordChangedEmail({
  resetUrl,
  integrationsEnded = false,
}: {
  resetUrl: string;
  /** A reset also revoked the API keys and removed the webhook endpoints. */
  integrationsEnded?: boolean;
}): Email {
  return renderEmail({
    subject: `Your ${siteConfig.name} password was changed`,
    heading: "Your password was changed",
    paragraphs: [
      `The password of your ${siteConfig.name} partner account was just changed, and every device signed in to it was signed out.`,
      ...(integrationsEnded
        ? [
            "Your API keys were revoked and your webhook endpoints removed, so nobody who had your account keeps reading it. Make new ones in Profile if you still need them.",
          ]
        : []),
      `If this was not you, reset your password now at ${resetUrl} and contact ${siteConfig.partnerApprovalEmail}.`,
    ],
  });
}

/** To the provider: a verified partner is waiting for approval. */
export function partnerAwaitingApprovalEmail(partner: { fullName: string; email: string; companyName: string }): Email {
  return renderEmail({
    subject: `Partner awaiting approval: ${partner.companyName}`,
    heading: "A partner is waiting for approval",
    paragraphs: [
      `${partner.fullName} <${partner.email}> of ${partner.companyName} verified their email and signed up as a partner.`,
      "Review the account in the provider console.",
    ],
  });
}

/** To the partner: the provider approved the account (or lifted its suspension); they can sign in at once. */
export function partnerApprovedEmail({
  firstName,
  signInUrl,
  reinstated = false,
}: {
  firstName: string;
  signInUrl: string;
  reinstated?: boolean;
}): Email {
  return renderEmail({
    subject: reinstated
      ? `Your ${siteConfig.name} partner account is reinstated`
      : `Your ${siteConfig.name} partner account is approved`,
    heading: reinstated ? "Your account is reinstated" : "You're approved",
    paragraphs: [
      `Hello ${firstName || "there"}, your ${siteConfig.name} partner account has been ${reinstated ? "reinstated: its suspension is lifted" : "approved"}.`,
      reinstated
        ? `Sign in at ${signInUrl} to manage your coupons again.`
        : `Sign in at ${signInUrl} to list your first coupons.`,
    ],
  });
}

/** To the partner: not approved (or suspended), with the provider's reason. */
export function partnerRefusedEmail({
  firstName,
  reason,
  suspended,
}: {
  firstName: string;
  reason: string;
  suspended: boolean;
}): Email {
  return renderEmail({
    subject: suspended
      ? `Your ${siteConfig.name} partner account is suspended`
      : `Your ${siteConfig.name} partner account was not approved`,
    heading: suspended ? "Your account is suspended" : "Your account was not approved",
    paragraphs: [
      `Hello ${firstName || "there"}, ${suspended ? "your partner account has been suspended and signed out everywhere" : "we could not approve your partner account"}.`,
      `Reason: ${reason}`,
      `Questions? Write to ${siteConfig.partnerApprovalEmail}.`,
    ],
  });
}

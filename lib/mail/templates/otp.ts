import { siteConfig } from "@/config/site";
import type { OtpType } from "@/lib/validations/partner-auth";
import { secretSlot } from "../secret-slots";
import { renderEmail, type Email } from "./layout";

const WORDING: Record<OtpType, { subject: string; heading: string; intro: string }> = {
  email_verification: {
    subject: `Your ${siteConfig.name} verification code`,
    heading: "Verify your email",
    intro: `Enter this code to finish creating your ${siteConfig.name} partner account:`,
  },
  password_reset: {
    subject: `Your ${siteConfig.name} password reset code`,
    heading: "Reset your password",
    intro: `Enter this code to set a new password for your ${siteConfig.name} partner account:`,
  },
};

/**
 * The e-mailed six-digit code. Never logged or stored in plain form: the message holds a slot, and the
 * code travels as its secret, sealed until it is sent (decision 812).
 */
export function otpEmail({ code, type, minutes }: { code: string; type: OtpType; minutes: number }): Email {
  const w = WORDING[type];
  const email = renderEmail({
    subject: w.subject,
    heading: w.heading,
    code: secretSlot("code"),
    paragraphs: [
      w.intro,
      `The code works once and expires in ${minutes} minutes. Requesting a new code cancels this one.`,
      "If you did not ask for it, you can ignore this email; nobody can use your address without the code. Never share it: we will never ask you for it.",
    ],
  });
  return { ...email, secrets: { code } };
}

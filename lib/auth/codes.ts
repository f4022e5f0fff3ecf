import "server-only";
import { partnerExists } from "@/lib/data/partners";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/send-mail";
import { otpEmail } from "@/lib/mail/templates/otp";
import { accountExistsEmail } from "@/lib/mail/templates/partner-notices";
import type { OtpType } from "@/lib/validations/partner-auth";
import { afterResponse } from "./after-response";
import { OTP_TTL_MS } from "./otp-code";
import { issueOtp, verifyOtp } from "./otp";
import { PARTNER_LIMITS, enforceLimits } from "./rate-limits";

/** The same answer whether or not the address has an account (decision 405). */
export const CODE_SENT_MESSAGE: Record<OtpType, string> = {
  email_verification: "We've sent a 6-digit verification code to your email.",
  password_reset: "If an account exists for this email, we've sent a 6-digit code to it.",
};

type Target = { email: string; type: OtpType };

/**
 * Sends a code (and voids the previous one). The work done before answering is the same for every
 * address; which e-mail goes out, if any, is decided after the answer: a sign-up with a taken address
 * mails its owner a notice instead of a code, a reset for an unknown address mails nothing.
 */
export async function sendCode({ email, type }: Target, ip: string): Promise<{ message: string }> {
  await enforceLimits([
    [`code-send:ip:${ip}`, PARTNER_LIMITS.codeSendIp],
    [`code-send:account:${type}:${email}`, PARTNER_LIMITS.codeSendAccount],
  ]);
  const { code } = await issueOtp({ email, type });
  await afterResponse("code e-mail", async () => {
    const exists = await partnerExists(email);
    if (type === "email_verification" && exists) {
      const app = getEnv().APP_URL;
      await sendMail({
        to: email,
        ...accountExistsEmail({ signInUrl: `${app}/NewSignIn`, resetUrl: `${app}/ForgotPassword` }),
      });
    } else if (type === "email_verification" || exists) {
      await sendMail({ to: email, ...otpEmail({ code, type, minutes: OTP_TTL_MS / 60_000 }) });
    }
  });
  return { message: CODE_SENT_MESSAGE[type] };
}

/** Checks a code, throttled per address and per account; a right one is exchanged for a grant token. */
export async function checkCode(
  { email, type }: Target,
  otp: string,
  ip: string,
): Promise<{ token: string; expiresAt: Date }> {
  await enforceLimits([
    [`code-check:ip:${ip}`, PARTNER_LIMITS.codeCheckIp],
    [`code-check:account:${type}:${email}`, PARTNER_LIMITS.codeCheckAccount],
  ]);
  return verifyOtp({ email, type }, otp);
}

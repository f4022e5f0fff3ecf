import "server-only";
import { partnerExists } from "@/lib/data/partners";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/send-mail";
import { otpEmail } from "@/lib/mail/templates/otp";
import { accountExistsEmail } from "@/lib/mail/templates/partner-notices";
import type { OtpType } from "@/lib/validations/partner-auth";
import { AppError } from "@/lib/errors";
import { enforce, refund, take } from "@/lib/limits/limiter";
import { afterResponse } from "@/lib/auth/after-response";
import { CODE_CHECKS_SPENT_MESSAGE } from "@/lib/auth/messages";
import { OTP_TTL_MS } from "@/lib/auth/otp-code";
import { issueOtp, verifyOtp, voidOtps } from "./otp";

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
 * The daily caps (per sender address, decision 820; per inbox, decision 810) count only sends that
 * passed the 15-minute limits, so a refused burst does not also lock the address out for a day. `now` is the codes' clock; the limits count
 * on the system clock, as the limiter's stores do (tests set both).
 */
export async function sendCode({ email, type }: Target, ip: string, now = new Date()): Promise<{ message: string }> {
  await enforce(
    { rule: "partnerCodeSendAddress", address: ip },
    { rule: "partnerCodeSendAccount", key: `${type}:${email}` },
  );
  // A day's code mails per sender address (decision 820), then per inbox (decision 810).
  await enforce({ rule: "partnerCodeSendAddressDay", address: ip });
  await enforce({ rule: "partnerCodeSendInboxDay", key: email });
  const { code } = await issueOtp({ email, type }, now);
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

/**
 * Checks a code, throttled per address and per account; a right one is exchanged for a grant token.
 * Failures also count against a daily cap per account and purpose: every check reserves a slot and a
 * right code gives it back (as sign-in does). Once the cap is spent the live code is voided and checks
 * are refused until the day's window ends, whatever code is sent (decision 810).
 */
export async function checkCode(
  { email, type }: Target,
  otp: string,
  ip: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  await enforce(
    { rule: "partnerCodeCheckAddress", address: ip },
    { rule: "partnerCodeCheckAccount", key: `${type}:${email}` },
  );
  const failures = { rule: "partnerCodeCheckFailuresDay", key: `${type}:${email}` } as const;
  const day = await take(failures);
  if (!day.ok) {
    await voidOtps({ email, type }, now);
    throw new AppError("rate_limited", CODE_CHECKS_SPENT_MESSAGE, { retryAfterSeconds: day.retryAfterSeconds });
  }
  const grant = await verifyOtp({ email, type }, otp, now);
  await refund(failures);
  return grant;
}

import "server-only";
import {
  countOtpTry,
  latestOtp,
  pruneOtpCodes,
  replaceOtp,
  redeemGrant,
  redeemOtpForGrant,
  voidOtps as voidOtpRows,
} from "@/lib/data/otp-codes";
import { getAuthSecret } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OtpType } from "@/lib/validations/partner-auth";
import { AppError } from "@/lib/errors";
import { CODE_ATTEMPTS_MESSAGE, INVALID_CODE_MESSAGE, INVALID_GRANT_MESSAGE } from "@/lib/auth/messages";
import {
  GRANT_TTL_MS,
  OTP_MAX_ATTEMPTS,
  OTP_PURPOSE,
  OTP_TTL_MS,
  generateGrantToken,
  generateOtp,
  hashGrantToken,
  hashOtp,
  otpMatches,
} from "@/lib/auth/otp-code";

type Target = { email: string; type: OtpType };

/**
 * Issues a new code for the e-mail and purpose and voids every earlier one (a resend kills the old
 * code). Returns the plain code for the e-mail; only its keyed hash is stored.
 */
export async function issueOtp({ email, type }: Target, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
  const purpose = OTP_PURPOSE[type];
  const code = generateOtp();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  await replaceOtp({ email, purpose }, hashOtp(code, { email, type }, getAuthSecret()), expiresAt, now);
  return { code, expiresAt };
}

/** Codes and grants are dead once expired; a day later they are only clutter (lib/housekeeping.ts). */
export function pruneAuthCodes(now = new Date()): Promise<number> {
  return pruneOtpCodes(new Date(now.getTime() - 24 * 60 * 60 * 1000));
}

/**
 * Checks a code and, when right, consumes it and hands out a single-use grant token. Only the newest
 * code for the e-mail and purpose counts, so a code issued before a resend is dead even if two sends
 * raced. Each try is counted before the comparison, atomically, so at most OTP_MAX_ATTEMPTS guesses
 * are ever compared; consuming is a conditional UPDATE, so of two concurrent right answers one wins.
 */
export async function verifyOtp(
  { email, type }: Target,
  code: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const purpose = OTP_PURPOSE[type];
  const latest = await latestOtp({ email, purpose });
  if (!latest || latest.usedAt || latest.voidedAt || latest.expiresAt <= now)
    throw new AppError("invalid_code", INVALID_CODE_MESSAGE);
  if (latest.attempts >= OTP_MAX_ATTEMPTS) throw new AppError("invalid_code", CODE_ATTEMPTS_MESSAGE);

  if (!(await countOtpTry(latest.id, OTP_MAX_ATTEMPTS))) throw new AppError("invalid_code", INVALID_CODE_MESSAGE);
  if (!otpMatches(code, latest.codeHash, { email, type }, getAuthSecret())) {
    const exhausted = latest.attempts + 1 >= OTP_MAX_ATTEMPTS;
    throw new AppError("invalid_code", exhausted ? CODE_ATTEMPTS_MESSAGE : INVALID_CODE_MESSAGE);
  }

  const token = generateGrantToken();
  const expiresAt = new Date(now.getTime() + GRANT_TTL_MS);
  const granted = await redeemOtpForGrant(
    latest.id,
    { email, purpose, tokenHash: hashGrantToken(token), expiresAt },
    now,
  );
  if (!granted) throw new AppError("invalid_code", INVALID_CODE_MESSAGE);
  return { token, expiresAt };
}

/**
 * Uses up a grant inside the caller's transaction (so the account change and the grant's use commit
 * together). Throws unless this call is the one that used it.
 */
export async function consumeGrant(
  tx: Prisma.TransactionClient,
  { email, type }: Target,
  token: string,
  now = new Date(),
): Promise<void> {
  const used = await redeemGrant(tx, { email, purpose: OTP_PURPOSE[type] }, hashGrantToken(token), now);
  if (!used) throw new AppError("invalid_grant", INVALID_GRANT_MESSAGE);
}

/** After a password reset: codes still outstanding for it are of no further use. */
export async function voidOtps({ email, type }: Target, now = new Date()): Promise<void> {
  await voidOtpRows({ email, purpose: OTP_PURPOSE[type] }, now);
}

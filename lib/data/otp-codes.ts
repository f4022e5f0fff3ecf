import "server-only";
import { db } from "@/lib/db";
import type { OtpPurpose, Prisma } from "@/lib/generated/prisma/client";

// E-mailed codes and the single-use grants a right code hands out; only keyed hashes are stored.

type Target = { email: string; purpose: OtpPurpose };

/** A new code for the address and purpose; every earlier one is void (a resend kills the old code). */
export async function replaceOtp({ email, purpose }: Target, codeHash: string, expiresAt: Date, now: Date) {
  await db.$transaction([
    db.otpCode.updateMany({ where: { email, purpose, usedAt: null, voidedAt: null }, data: { voidedAt: now } }),
    db.otpCode.create({ data: { email, purpose, codeHash, expiresAt } }),
  ]);
}

/** Only the newest code for the address and purpose counts. */
export function latestOtp({ email, purpose }: Target) {
  return db.otpCode.findFirst({ where: { email, purpose }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** Counts one try, atomically, while the code is live and under `max` tries; false when it was not. */
export async function countOtpTry(id: string, max: number): Promise<boolean> {
  const { count } = await db.otpCode.updateMany({
    where: { id, attempts: { lt: max }, usedAt: null, voidedAt: null },
    data: { attempts: { increment: 1 } },
  });
  return count === 1;
}

/** Uses the code and records the grant in one transaction; false when another request used it first. */
export function redeemOtpForGrant(
  id: string,
  grant: Target & { tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const used = await tx.otpCode.updateMany({
      where: { id, usedAt: null, voidedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (used.count !== 1) return false;
    await tx.authGrant.create({ data: grant });
    return true;
  });
}

/** Uses a grant inside the caller's transaction; false unless this call is the one that used it. */
export async function redeemGrant(
  tx: Prisma.TransactionClient,
  { email, purpose }: Target,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const { count } = await tx.authGrant.updateMany({
    where: { tokenHash, email, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return count === 1;
}

export async function voidOtps({ email, purpose }: Target, now: Date): Promise<void> {
  await db.otpCode.updateMany({ where: { email, purpose, usedAt: null, voidedAt: null }, data: { voidedAt: now } });
}

/** Codes and grants that expired before `before`. */
export async function pruneOtpCodes(before: Date): Promise<number> {
  const [codes, grants] = await db.$transaction([
    db.otpCode.deleteMany({ where: { expiresAt: { lt: before } } }),
    db.authGrant.deleteMany({ where: { expiresAt: { lt: before } } }),
  ]);
  return codes.count + grants.count;
}

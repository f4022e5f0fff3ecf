import "server-only";
import { db } from "@/lib/db";
import type { Prisma, StaffRole } from "@/lib/generated/prisma/client";

// Staff accounts: credentials, session state and the second factor. The console's own actions go
// through lib/staff/*, which checks the actor's role before calling anything here.

export type StaffState = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  tokenVersion: number;
  disabledAt: Date | null;
  totpEnabledAt: Date | null;
};

const stateFields = {
  id: true,
  email: true,
  name: true,
  role: true,
  tokenVersion: true,
  disabledAt: true,
  totpEnabledAt: true,
} satisfies Prisma.StaffUserSelect;

export function findStaffCredentials(email: string) {
  return db.staffUser.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { ...stateFields, passwordHash: true },
  });
}

export function getStaffState(staffId: string): Promise<StaffState | null> {
  return db.staffUser.findUnique({ where: { id: staffId }, select: stateFields });
}

export async function getTotpSecret(staffId: string): Promise<string | null> {
  const row = await db.staffUser.findUnique({ where: { id: staffId }, select: { totpSecret: true } });
  return row?.totpSecret ?? null;
}

/** Offers a secret for enrolment; keeps an already offered one, so reloading shows the same QR code. */
export async function offerTotpSecret(staffId: string, sealed: string): Promise<string> {
  await db.staffUser.updateMany({
    where: { id: staffId, totpSecret: null, totpEnabledAt: null },
    data: { totpSecret: sealed },
  });
  const row = await db.staffUser.findUniqueOrThrow({ where: { id: staffId }, select: { totpSecret: true } });
  return row.totpSecret!;
}

/** The first accepted code turns the factor on and replaces any earlier recovery codes. */
export async function enableTotp(staffId: string, step: number, recoveryHashes: string[]): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.staffUser.updateMany({
      where: { id: staffId, totpEnabledAt: null, totpSecret: { not: null } },
      data: { totpEnabledAt: new Date(), totpLastStep: step },
    });
    if (count !== 1) return false;
    await tx.staffRecoveryCode.deleteMany({ where: { staffId } });
    await tx.staffRecoveryCode.createMany({ data: recoveryHashes.map((codeHash) => ({ staffId, codeHash })) });
    return true;
  });
}

/** Accepts a time step only if it is newer than the last one accepted: one code, one use, even at once. */
export async function acceptTotpStep(staffId: string, step: number): Promise<boolean> {
  const { count } = await db.staffUser.updateMany({
    where: { id: staffId, totpEnabledAt: { not: null }, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

export async function spendRecoveryCode(staffId: string, codeHash: string): Promise<boolean> {
  const { count } = await db.staffRecoveryCode.updateMany({
    where: { staffId, codeHash, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

export function countUnusedRecoveryCodes(staffId: string): Promise<number> {
  return db.staffRecoveryCode.count({ where: { staffId, usedAt: null } });
}

export async function recordStaffSignIn(staffId: string): Promise<void> {
  await db.staffUser.update({ where: { id: staffId }, data: { lastSignInAt: new Date() } });
}

/**
 * Voids sign-in steps in progress: the 10-minute token between password and code (decision 613), and a
 * second factor offered but never confirmed, so whoever saw its QR code with the old password (or before
 * the account was disabled) cannot hold the factor its owner enrols later. A confirmed factor stays.
 */
export async function bumpSignInVersion(staffId: string, client: Prisma.TransactionClient = db): Promise<void> {
  await client.staffUser.update({ where: { id: staffId }, data: { tokenVersion: { increment: 1 } } });
  await client.staffUser.updateMany({ where: { id: staffId, totpEnabledAt: null }, data: { totpSecret: null } });
}

export async function getStaffPasswordHash(staffId: string): Promise<string | null> {
  const row = await db.staffUser.findUnique({ where: { id: staffId }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}

export async function setStaffPassword(staffId: string, passwordHash: string, client: Prisma.TransactionClient) {
  await client.staffUser.update({ where: { id: staffId }, data: { passwordHash } });
}

/** New recovery codes for an enrolled account; the old ones stop working in the same transaction. */
export async function replaceRecoveryCodes(
  staffId: string,
  recoveryHashes: string[],
  tx: Prisma.TransactionClient,
): Promise<boolean> {
  const enrolled = await tx.staffUser.count({ where: { id: staffId, totpEnabledAt: { not: null } } });
  if (!enrolled) return false;
  await tx.staffRecoveryCode.deleteMany({ where: { staffId } });
  await tx.staffRecoveryCode.createMany({ data: recoveryHashes.map((codeHash) => ({ staffId, codeHash })) });
  return true;
}

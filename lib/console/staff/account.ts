import "server-only";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import { db } from "@/lib/db";
import {
  acceptTotpStep,
  bumpSignInVersion,
  getStaffPasswordHash,
  getTotpSecret,
  replaceRecoveryCodes,
  setStaffPassword,
} from "@/lib/data/staff";
import { deleteStaffSessions } from "@/lib/data/staff-sessions";
import { AppError } from "@/lib/errors";
import { type Budget, enforce, refund } from "@/lib/limits/limiter";
import { writeAudit } from "@/lib/staff/audit";
import { hashRecoveryCode, matchTotp, newRecoveryCodes, openSecret } from "@/lib/staff/second-factor";
import type { StaffSession } from "@/lib/staff/session";

// Your account (decision 613): the staff member's own password and recovery codes. Both ask for proof
// first; wrong proofs spend a per-account budget as large as sign-in's (decision 600), right ones refund it.

export const CURRENT_PASSWORD_WRONG_MESSAGE = "That is not your current password.";
export const SAME_PASSWORD_MESSAGE = "Choose a password different from your current one.";
export const PROOF_WRONG_MESSAGE = "That is neither your password nor a current code from your authenticator app.";

type Actor = Pick<StaffSession, "staffId" | "email" | "sessionId">;

async function limitProofs(staffId: string): Promise<Budget> {
  const budget: Budget = { rule: "staffAccountProof", key: staffId };
  await enforce(budget);
  return budget;
}

async function passwordMatches(staffId: string, password: string): Promise<boolean> {
  const hash = await getStaffPasswordHash(staffId);
  return Boolean(hash) && (await verifyPassword(hash!, password));
}

/** A new password: every other session ends, this one stays; a sign-in in progress elsewhere is voided. */
export async function changeStaffPassword(
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
  ip: string | null,
): Promise<{ endedSessions: number }> {
  const proof = await limitProofs(actor.staffId);
  if (!(await passwordMatches(actor.staffId, input.currentPassword)))
    throw new AppError("validation_failed", CURRENT_PASSWORD_WRONG_MESSAGE, {
      fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG_MESSAGE] },
    });
  await refund(proof);
  // The same password first: "too common" would be the wrong reason for it (console review m20).
  if (input.newPassword === input.currentPassword)
    throw new AppError("validation_failed", SAME_PASSWORD_MESSAGE, {
      fieldErrors: { newPassword: [SAME_PASSWORD_MESSAGE] },
    });
  assertPasswordAllowed(input.newPassword, "newPassword", actor.email);
  const passwordHash = await hashPassword(input.newPassword);
  return db.$transaction(async (tx) => {
    await setStaffPassword(actor.staffId, passwordHash, tx);
    const endedSessions = await deleteStaffSessions(actor.staffId, tx, actor.sessionId);
    await bumpSignInVersion(actor.staffId, tx);
    await writeAudit(
      { staffId: actor.staffId, email: actor.email, ip },
      {
        action: "staff.password_change",
        entityType: "StaffUser",
        entityId: actor.staffId,
        summary: `Changed their password; ${endedSessions} other session${endedSessions === 1 ? "" : "s"} ended`,
      },
      tx,
    );
    return { endedSessions };
  });
}

/** A current authenticator code (each accepted once) or the password. */
async function proofHolds(staffId: string, proof: string, now: number): Promise<boolean> {
  if (/^\d{6}$/.test(proof.replace(/\s+/g, ""))) {
    const sealed = await getTotpSecret(staffId);
    const secret = sealed && openSecret(sealed);
    const step = secret ? matchTotp(secret, proof, now) : null;
    return step !== null && (await acceptTotpStep(staffId, step));
  }
  return passwordMatches(staffId, proof);
}

/** Ten new recovery codes, shown once; the old ones stop working in the same transaction. */
export async function regenerateRecoveryCodes(
  actor: Actor,
  passwordOrCode: string,
  ip: string | null,
  now = Date.now(),
): Promise<string[]> {
  const proof = await limitProofs(actor.staffId);
  if (!(await proofHolds(actor.staffId, passwordOrCode, now)))
    throw new AppError("validation_failed", PROOF_WRONG_MESSAGE, {
      fieldErrors: { passwordOrCode: [PROOF_WRONG_MESSAGE] },
    });
  await refund(proof);
  const codes = newRecoveryCodes();
  await db.$transaction(async (tx) => {
    if (!(await replaceRecoveryCodes(actor.staffId, codes.map(hashRecoveryCode), tx)))
      throw new AppError("conflict", "Turn on two-step sign-in first: recovery codes come with it.");
    await writeAudit(
      { staffId: actor.staffId, email: actor.email, ip },
      {
        action: "staff.recovery_codes_regenerate",
        entityType: "StaffUser",
        entityId: actor.staffId,
        summary: "Made new recovery codes; the old ones no longer work",
      },
      tx,
    );
  });
  return codes;
}

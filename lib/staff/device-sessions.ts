import "server-only";
import { deviceLabel } from "@/lib/auth/device-label";
import { SESSION_NOT_FOUND_MESSAGE } from "@/lib/auth/device-sessions";
import { db } from "@/lib/db";
import { createStaffSession, deleteStaffSession, listStaffSessions } from "@/lib/data/staff-sessions";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { writeAudit } from "./audit";
import type { StaffSession } from "./session";
import { STAFF_SESSION_SECONDS, issueStaffToken } from "./session-token";

// One console session per signed-in device (decision 613), on the partners' pattern (decision 541):
// sign-in makes a row, the token carries its id, every use checks it, and ending a session deletes it.

/** A new console session on this device, and its token. */
export async function openStaffSession(
  staffId: string,
  userAgent: string | null,
  { client = db, now = new Date() }: { client?: Prisma.TransactionClient; now?: Date } = {},
): Promise<string> {
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_SECONDS * 1000);
  const { id } = await createStaffSession({ staffId, device: deviceLabel(userAgent), expiresAt }, client);
  return issueStaffToken({ id: staffId, sessionId: id });
}

type Actor = Pick<StaffSession, "staffId" | "email" | "sessionId">;

/**
 * Ends one of the staff member's own sessions: sign-out (this device) or a row of Your account's list.
 * Someone else's id or an ended one is 404; audited in the same transaction.
 */
export async function endStaffSession(actor: Actor, sessionId: string, ip: string | null): Promise<void> {
  const signOut = sessionId === actor.sessionId;
  await db.$transaction(async (tx) => {
    const ended = await deleteStaffSession(actor.staffId, sessionId, tx);
    // A replayed sign-out of an ended session changes nothing and logs nothing (decision 610).
    if (!ended && signOut) return;
    if (!ended) throw new AppError("not_found", SESSION_NOT_FOUND_MESSAGE);
    await writeAudit(
      { staffId: actor.staffId, email: actor.email, ip },
      {
        action: signOut ? "staff.sign_out" : "staff.session_end",
        entityType: "StaffUser",
        entityId: actor.staffId,
        summary: signOut ? "Signed out" : `Ended their session on ${ended.device}`,
        ...(signOut ? {} : { before: { session: ended.device, signedInAt: ended.createdAt } }),
      },
      tx,
    );
  });
}

/** Your account's list: the live sessions, this one marked and first, then by last use. */
export async function staffDevicesOf(actor: Pick<StaffSession, "staffId" | "sessionId">, now = new Date()) {
  const rows = await listStaffSessions(actor.staffId, now);
  const marked = rows.map((row) => ({ ...row, current: row.id === actor.sessionId }));
  return [...marked.filter((row) => row.current), ...marked.filter((row) => !row.current)];
}

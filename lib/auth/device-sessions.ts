import "server-only";
import { db } from "@/lib/db";
import {
  createPartnerSession,
  deleteAllPartnerSessions,
  deletePartnerSession,
  listPartnerSessions,
  trimPartnerSessions,
} from "@/lib/data/partner-sessions";
import { DEVICE_SESSIONS_MAX } from "@/lib/limits/rules";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PartnerSession } from "./session";
import { SESSION_MAX_AGE_SECONDS, issueSessionToken, type SessionSubject } from "./session-token";

// One session per signed-in device (decision 541): sign-in makes a row, the token carries its id, and
// every use checks the row (./session.ts). Ending a device deletes its row; ending all deletes them all.

type Db = Prisma.TransactionClient;

export const SESSION_NOT_FOUND_MESSAGE = "This session has already ended.";

/**
 * A new device session for a partner whose password was just checked, and its token. Past
 * DEVICE_SESSIONS_MAX, the device used longest ago is signed out.
 */
export async function openDeviceSession(
  partner: Omit<SessionSubject, "sessionId">,
  device: string,
  { client = db, now = new Date() }: { client?: Db; now?: Date } = {},
): Promise<{ token: string; sessionId: string }> {
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  const { id } = await createPartnerSession({ partnerId: partner.id, device, expiresAt }, client);
  await trimPartnerSessions(partner.id, DEVICE_SESSIONS_MAX, client);
  return { token: await issueSessionToken({ ...partner, sessionId: id }), sessionId: id };
}

/** Logout: this device only. A replayed logout of an ended session changes nothing. */
export async function endThisDevice(actor: Pick<PartnerSession, "partnerId" | "sessionId">): Promise<void> {
  await deletePartnerSession(actor.partnerId, actor.sessionId);
}

/** Ends one of the partner's own sessions from the list; another partner's id is not found (404). */
export async function endDevice(partnerId: string, sessionId: string): Promise<void> {
  if (!(await deletePartnerSession(partnerId, sessionId))) throw new AppError("not_found", SESSION_NOT_FOUND_MESSAGE);
}

/** Sign out of all devices, this one included; also a password change or reset and a rejection. */
export function endAllDevices(partnerId: string, client: Db = db): Promise<number> {
  return deleteAllPartnerSessions(partnerId, client);
}

/** Password & Security's list: the live sessions, this device marked and first, then by last use. */
export async function devicesOf(actor: Pick<PartnerSession, "partnerId" | "sessionId">, now = new Date()) {
  const rows = await listPartnerSessions(actor.partnerId, DEVICE_SESSIONS_MAX, now);
  const marked = rows.map((row) => ({ ...row, current: row.id === actor.sessionId }));
  return [...marked.filter((row) => row.current), ...marked.filter((row) => !row.current)];
}

export type DeviceSession = Awaited<ReturnType<typeof devicesOf>>[number];

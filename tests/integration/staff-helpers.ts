import * as OTPAuth from "otpauth";
import { db } from "@/lib/db";
import { createStaffSession } from "@/lib/data/staff-sessions";
import type { StaffRole } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/staff/session";
import { openStaffSession } from "@/lib/staff/device-sessions";
import { completeEnrolment, enrolmentFor } from "@/lib/console/staff/sign-in";
import { uniqueEmail, uniqueIp } from "./partner-helpers";
import { passwordHash } from "../shared/password-hash";

export const STAFF_PASSWORD = "Ledger-Harbour-5820";

/** A staff member in the database and the session (a StaffSession row) their sign-in would give (no second factor yet). */
export async function createStaff(role: StaffRole = "ADMIN"): Promise<StaffSession & { password: string }> {
  const row = await db.staffUser.create({
    data: {
      email: uniqueEmail(role.toLowerCase()),
      name: "Meera Iyer",
      role,
      passwordHash: await passwordHash(STAFF_PASSWORD),
    },
  });
  const expiresAt = new Date(Date.now() + 12 * 3600_000);
  const { id: sessionId } = await createStaffSession({ staffId: row.id, device: "Chrome on Linux", expiresAt });
  return {
    staffId: row.id,
    email: row.email,
    name: row.name,
    role,
    sessionId,
    secondFactor: false,
    password: STAFF_PASSWORD,
  };
}

/** The context the console's workflows and reads take (lib/console/context.ts): a staff session and the client address. */
export async function staffContext(role: StaffRole = "EDITOR") {
  const { password: _password, ...session } = await createStaff(role);
  return { session, ip: "127.0.0.1" };
}

/** The one time the authenticator codes are made and checked at: no run straddles a 30 s step. */
export const ENROLLED_AT = Date.UTC(2026, 10, 25, 9, 30, 5);
export const codeAt = (secret: string, timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

/** Enrols the staff member's authenticator through the product's own code; returns the secret. */
export async function enrol(session: StaffSession): Promise<string> {
  const { secret } = await enrolmentFor({ id: session.staffId, email: session.email });
  const state = (await db.staffUser.findUniqueOrThrow({ where: { id: session.staffId } }))!;
  await completeEnrolment(state, codeAt(secret, ENROLLED_AT), uniqueIp(), ENROLLED_AT);
  return secret;
}

/** A console token for a new session of this staff member on another device (decision 613). */
export function staffToken(staffId: string): Promise<string> {
  return openStaffSession(staffId, null);
}

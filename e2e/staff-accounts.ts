import { randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import * as OTPAuth from "otpauth";
import type pg from "pg";
import { STAFF_COOKIE, STAFF_SESSION_SALT, STAFF_SESSION_SECONDS } from "../lib/staff/cookie-names";
import { newRecoveryCodes, recoveryCodeHash, sealTotpSecret } from "../lib/staff/factor-storage";
import { passwordHash } from "../tests/shared/password-hash";
import { mintSessionCookie } from "./session-cookie";
import { authSecret } from "./server-under-test";

// Staff accounts made straight in the database, and their console session set as a cookie the way the
// sign-in sets it (decision 707): console tests start on /admin without the sign-in screens, which
// admin-console.spec.ts walks for real.

/** A staff account in the database; admins enrol an authenticator at their first sign-in. */
export type TestStaff = { id: string; email: string; password: string; name: string; role: "ADMIN" | "EDITOR" };

export const TEST_STAFF_PASSWORD = "Ledger-Harbour-5820";

export async function createStaff(sql: pg.Pool, role: "ADMIN" | "EDITOR" = "ADMIN"): Promise<TestStaff> {
  const staff: TestStaff = {
    id: `e2e${randomUUID().replaceAll("-", "")}`,
    email: `${role.toLowerCase()}.${randomUUID().slice(0, 8)}@staff.example`,
    password: TEST_STAFF_PASSWORD,
    name: role === "ADMIN" ? "Meera Iyer" : "Kabir Sen",
    role,
  };
  await sql.query(
    `INSERT INTO "StaffUser" (id, email, name, "passwordHash", role, "updatedAt") VALUES ($1, $2, $3, $4, $5, now())`,
    [staff.id, staff.email, staff.name, await passwordHash(staff.password), role],
  );
  return staff;
}

/** The second factor as an enrolment leaves it. */
export type SecondFactor = { secret: string; recoveryCodes: string[] };

/** Turns two-step sign-in on, as a completed enrolment does: a sealed TOTP secret and ten recovery codes. */
export async function enrolSecondFactor(sql: pg.Pool, staff: Pick<TestStaff, "id">): Promise<SecondFactor> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const recoveryCodes = newRecoveryCodes();
  await sql.query(`UPDATE "StaffUser" SET "totpSecret" = $2, "totpEnabledAt" = now() WHERE id = $1`, [
    staff.id,
    sealTotpSecret(authSecret(), secret),
  ]);
  for (const code of recoveryCodes)
    await sql.query(`INSERT INTO "StaffRecoveryCode" (id, "staffId", "codeHash") VALUES ($1, $2, $3)`, [
      `e2e${randomUUID().replaceAll("-", "")}`,
      staff.id,
      recoveryCodeHash(authSecret(), code),
    ]);
  return { secret, recoveryCodes };
}

/** A console session for this account, signed as lib/staff/session-token.ts signs one, set in `context`. */
export async function setStaffSession(
  sql: pg.Pool,
  context: BrowserContext,
  baseURL: string,
  staff: Pick<TestStaff, "id" | "role">,
) {
  // A console session is a StaffSession row that the token names (decision 613).
  const sid = `e2e${randomUUID().replaceAll("-", "")}`;
  await sql.query(
    `INSERT INTO "StaffSession" (id, "staffId", device, "expiresAt") VALUES ($1, $2, 'Chrome on Linux', now() + $3 * interval '1 second')`,
    [sid, staff.id, STAFF_SESSION_SECONDS],
  );
  return mintSessionCookie(context, baseURL, {
    cookie: STAFF_COOKIE,
    claims: { sub: staff.id, sid, kind: "staff" },
    salt: STAFF_SESSION_SALT,
    maxAge: STAFF_SESSION_SECONDS,
  });
}

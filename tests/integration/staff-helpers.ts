import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import type { StaffRole } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/staff/session";
import { uniqueEmail } from "./partner-helpers";

export const STAFF_PASSWORD = "Ledger-Harbour-5820";

/** A staff member in the database and the session their sign-in would give (no second factor yet). */
export async function createStaff(role: StaffRole = "ADMIN"): Promise<StaffSession & { password: string }> {
  const row = await db.staffUser.create({
    data: {
      email: uniqueEmail(role.toLowerCase()),
      name: "Meera Iyer",
      role,
      passwordHash: await hashPassword(STAFF_PASSWORD),
    },
  });
  return {
    staffId: row.id,
    email: row.email,
    name: row.name,
    role,
    tokenVersion: 0,
    secondFactor: false,
    password: STAFF_PASSWORD,
  };
}

/** The context the console's workflows and reads take (lib/console/context.ts): a staff session and the client address. */
export async function staffContext(role: StaffRole = "EDITOR") {
  const { password: _password, ...session } = await createStaff(role);
  return { session, ip: "127.0.0.1" };
}

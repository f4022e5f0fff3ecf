// Partner accounts written straight into a load-project test's database, approved as a review leaves
// them, so tests sign in without sign-up's e-mail codes.
import type pg from "pg";
import { hashPassword } from "../../lib/auth/password";

export type SeededPartner = { id: string; email: string };

/** One approved partner; `emailVerified` also stamps its e-mail address as verified now. */
export async function insertApprovedPartner(
  sql: pg.Pool,
  { id, email, passwordHash, emailVerified = false }: SeededPartner & { passwordHash: string; emailVerified?: boolean },
) {
  await sql.query(
    `INSERT INTO "Partner" (id, email, "firstName", "lastName", "phoneNumber", "companyName", "companyAddress",
       "companyPrivacyUrl", "passwordHash", status, "emailVerifiedAt", "updatedAt")
     VALUES ($1, $2, 'Asha', 'Rao', '9876543210', 'Rao Foods', '1 MG Road, Bengaluru',
       'https://raofoods.example/privacy', $3, 'APPROVED', CASE WHEN $4::boolean THEN now() END, now())`,
    [id, email, passwordHash, emailVerified],
  );
}

/** `count` approved, verified partners sharing one password, their ids and e-mails marked with `runId`. */
export async function seedPartners(
  sql: pg.Pool,
  { runId, count, password }: { runId: string; count: number; password: string },
): Promise<SeededPartner[]> {
  const passwordHash = await hashPassword(password);
  const seeded: SeededPartner[] = [];
  for (let i = 0; i < count; i++) {
    const partner = { id: `load${runId}p${i}`, email: `load.${runId}.${i}@example.com` };
    await insertApprovedPartner(sql, { ...partner, passwordHash, emailVerified: true });
    seeded.push(partner);
  }
  return seeded;
}

import "server-only";
import { randomBytes } from "node:crypto";
import { db, sqlPool } from "@/lib/db";
import type { Partner, Prisma } from "@/lib/generated/prisma/client";

/** What a request needs of the partner behind a session: who, and whether they may use it. */
export type PartnerSessionState = Pick<Partner, "id" | "status" | "reviewNote" | "firstName" | "lastName" | "email">;

type Db = Prisma.TransactionClient;

/** One signed-in device as Password & Security lists it. */
export type PartnerSessionRow = { id: string; device: string; createdAt: Date; lastUsedAt: Date };

const rowFields = { id: true, device: true, createdAt: true, lastUsedAt: true } as const;

/** A new device session; its id goes into the token as `sid`. */
export async function createPartnerSession(
  { partnerId, device, expiresAt }: { partnerId: string; device: string; expiresAt: Date },
  client: Db = db,
): Promise<PartnerSessionRow> {
  return client.partnerSession.create({
    data: { id: randomBytes(18).toString("base64url"), partnerId, device, expiresAt },
    select: rowFields,
  });
}

type SessionRead = {
  state: PartnerSessionState | null;
  session: { partnerId: string; device: string; lastUsedAt: Date; expiresAt: Date } | null;
  /** `also`'s value, computed only for a session that is the partner's, unexpired at `now`, and approved. */
  also: string | null;
};

/**
 * What every authenticated request reads, in one statement and one round trip (decision 814): the
 * partner's state and the device session, both primary-key lookups. `also` is an SQL expression over the partner's id `p.id`, a constant of the caller
 * (never request text): a read that belongs to this partner (the listing's version) rides on the same
 * statement and runs only when the session is good.
 */
export async function readPartnerSession(
  partnerId: string,
  sessionId: string,
  now: Date,
  also = "NULL::text",
): Promise<SessionRead> {
  const { rows } = await sqlPool().query<{
    id: string | null;
    status: PartnerSessionState["status"];
    reviewNote: string | null;
    firstName: string;
    lastName: string;
    email: string;
    sessionPartnerId: string | null;
    device: string;
    lastUsedAtMs: number;
    expiresAtMs: number;
    also: string | null;
  }>(
    `SELECT p.id, p.status, p."reviewNote", p."firstName", p."lastName", p.email,
            s."partnerId" AS "sessionPartnerId", s.device,
            (extract(epoch FROM s."lastUsedAt") * 1000)::float8 AS "lastUsedAtMs",
            (extract(epoch FROM s."expiresAt") * 1000)::float8 AS "expiresAtMs",
            CASE WHEN s."partnerId" = p.id AND p.status = 'APPROVED'
                  AND s."expiresAt" > to_timestamp($3::float8 / 1000) AT TIME ZONE 'UTC'
                 THEN (${also})::text END AS also
     FROM (VALUES (1)) AS one (x)
     LEFT JOIN "Partner" p ON p.id = $1
     LEFT JOIN "PartnerSession" s ON s.id = $2`,
    [partnerId, sessionId, now.getTime()],
  );
  const row = rows[0]!;
  return {
    state:
      row.id === null
        ? null
        : {
            id: row.id,
            status: row.status,
            reviewNote: row.reviewNote,
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
          },
    session:
      row.sessionPartnerId === null
        ? null
        : {
            partnerId: row.sessionPartnerId,
            device: row.device,
            lastUsedAt: new Date(row.lastUsedAtMs),
            expiresAt: new Date(row.expiresAtMs),
          },
    also: row.also,
  };
}

/** Marks a session used, unless another request did so since `staleBefore` (one write per few minutes). */
export async function touchPartnerSession(id: string, now: Date, staleBefore: Date): Promise<void> {
  await db.partnerSession.updateMany({ where: { id, lastUsedAt: { lt: staleBefore } }, data: { lastUsedAt: now } });
}

/** The partner's live sessions, the most recently used first (at most `max`: a sign-in trims the rest). */
export function listPartnerSessions(partnerId: string, max: number, now = new Date()): Promise<PartnerSessionRow[]> {
  return db.partnerSession.findMany({
    where: { partnerId, expiresAt: { gt: now } },
    orderBy: [{ lastUsedAt: "desc" }, { id: "asc" }],
    select: rowFields,
    take: max,
  });
}

/** Ends the partner's sessions beyond the `keep` most recently used; answers how many ended. */
export function trimPartnerSessions(partnerId: string, keep: number, client: Db = db): Promise<number> {
  return client.$executeRaw`
    DELETE FROM "PartnerSession" WHERE "id" IN (
      SELECT "id" FROM "PartnerSession" WHERE "partnerId" = ${partnerId}
       ORDER BY "lastUsedAt" DESC, "id" ASC OFFSET ${keep})`;
}

/** Ends one session of this partner; false when there is none with that id (another partner's included). */
export async function deletePartnerSession(partnerId: string, id: string, client: Db = db): Promise<boolean> {
  const { count } = await client.partnerSession.deleteMany({ where: { id, partnerId } });
  return count === 1;
}

/** One session of this partner (the console names its device when ending it); null for another partner's. */
export function findSessionOf(partnerId: string, id: string, client: Db = db): Promise<PartnerSessionRow | null> {
  return client.partnerSession.findFirst({ where: { id, partnerId }, select: rowFields });
}

/** Ends every session of the partner (sign out of all devices, password change or reset, rejection). */
export async function deleteAllPartnerSessions(partnerId: string, client: Db = db): Promise<number> {
  const { count } = await client.partnerSession.deleteMany({ where: { partnerId } });
  return count;
}

/** For the scheduled housekeeping only (decision 816). */
export async function pruneExpiredPartnerSessions(now: Date): Promise<number> {
  const { count } = await db.partnerSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

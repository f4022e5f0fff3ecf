import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** A claimed key whose work is still running. */
export const IN_PROGRESS = 0;

export type StoredAnswer = { status: number; response: unknown; requestHash: string | null };

/** Releases `key` when it has expired, or when its claim was abandoned (still in progress after `staleMs`). */
export async function releaseExpiredKey(key: string, ttlMs: number, staleMs: number, now = Date.now()): Promise<void> {
  await db.idempotencyKey.deleteMany({
    where: {
      key,
      OR: [
        { createdAt: { lt: new Date(now - ttlMs) } },
        { status: IN_PROGRESS, createdAt: { lt: new Date(now - staleMs) } },
      ],
    },
  });
}

/** The unique insert is the only race that matters: true for the one caller that claimed the key. */
export async function claimKey(key: string, scope: string, requestHash: string | null = null): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "IdempotencyKey" ("key", "scope", "status", "response", "requestHash")
    VALUES (${key}, ${scope}, ${IN_PROGRESS}, '{}'::jsonb, ${requestHash})
    ON CONFLICT ("key") DO NOTHING`;
  return inserted === 1;
}

export async function readKey(key: string): Promise<StoredAnswer | null> {
  return db.idempotencyKey.findUnique({ where: { key }, select: { status: true, response: true, requestHash: true } });
}

export async function storeAnswer(
  client: Prisma.TransactionClient,
  key: string,
  status: number,
  response: unknown,
): Promise<void> {
  await client.idempotencyKey.update({
    where: { key },
    data: { status, response: response as Prisma.InputJsonValue },
  });
}

/** Frees a claim whose work failed, so a retry runs again. */
export async function freeClaim(key: string): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { key, status: IN_PROGRESS } });
}

export async function pruneIdempotencyKeys(before: Date): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}

import "server-only";
import { randomInt } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";

// The code one claim gets (decision 556), in the claim's own transaction: made for it, or the next
// unused code of the coupon's pool.

/** No 0/O or 1/I: a code read aloud or typed at a counter has no look-alikes. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new single-use code, "PP-" and 10 characters (50 bits): never guessed, easy to read out. */
export function generateCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `PP-${code}`;
}

/**
 * The claim's code, taken in the claim's transaction (lib/data/coupon-claims.ts). For a pool: the oldest
 * unused code, locked and skipped by a claim racing this one, so no code is ever handed out twice;
 * null when none is left. `last`: this claim took the pool's last code.
 */
export async function takeClaimCode(
  tx: Prisma.TransactionClient,
  { couponId, claimId, mode }: { couponId: string; claimId: string; mode: "GENERATED" | "POOL" },
): Promise<{ code: string; last: boolean } | null> {
  if (mode === "GENERATED") {
    const { partnerId } = await tx.coupon.findUniqueOrThrow({ where: { id: couponId }, select: { partnerId: true } });
    const row = await tx.couponCode.create({ data: { couponId, partnerId, claimId, code: generateCode() } });
    return { code: row.code, last: false };
  }
  const [taken] = await tx.$queryRaw<{ code: string }[]>`
    UPDATE "CouponCode" SET "claimId" = ${claimId}
    WHERE id = (SELECT id FROM "CouponCode" WHERE "couponId" = ${couponId} AND "claimId" IS NULL
                ORDER BY "createdAt", id LIMIT 1 FOR UPDATE SKIP LOCKED)
      AND "claimId" IS NULL
    RETURNING code`;
  if (!taken) return null;
  return { code: taken.code, last: !(await poolHasCodes(tx, couponId)) };
}

export async function poolHasCodes(client: Prisma.TransactionClient, couponId: string): Promise<boolean> {
  return (await client.couponCode.count({ where: { couponId, claimId: null }, take: 1 })) > 0;
}

/** The code a claim got, if it got one of its own. */
export async function claimCodeOf(client: Prisma.TransactionClient, claimId: string): Promise<string | null> {
  return (await client.couponCode.findUnique({ where: { claimId }, select: { code: true } }))?.code ?? null;
}

import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** A claimed key whose handler is still running. */
const IN_PROGRESS = 0;
/** Keys named by the client (Idempotency-Key header) are honoured this long. */
const HEADER_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Keys derived from the body and IP only catch double clicks and quick resubmits. */
const DERIVED_KEY_TTL_MS = 2 * 60 * 1000;
/**
 * A claim still in progress after this long was abandoned: its handler failed and could not free the
 * key (the database went away mid-request) or its process died. A retry may take it over; without
 * this, a client told to retry after an outage would get 409 until the key expired (24 h).
 */
export const STALE_CLAIM_MS = 60_000;
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 10_000;

export type IdempotencySource = { scope: string; request: Request; rawBody: string; ip: string };

/**
 * The key for a submission: the client's Idempotency-Key header when it sends a sane one, otherwise a
 * hash of the body and IP. Hashed either way so the table never holds form content.
 */
export function idempotencyKey({ scope, request, rawBody, ip }: IdempotencySource): { key: string; ttlMs: number } {
  const header = request.headers.get("idempotency-key")?.trim();
  if (header && /^[\w-]{8,128}$/.test(header)) {
    return { key: `${scope}:h:${sha256(header)}`, ttlMs: HEADER_KEY_TTL_MS };
  }
  return { key: `${scope}:b:${sha256(`${ip}\n${rawBody}`)}`, ttlMs: DERIVED_KEY_TTL_MS };
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

type Answer = { status: number; body: unknown; headers?: HeadersInit };

/**
 * Runs `handler` once per key. A repeat while the first is running waits for it; a repeat afterwards
 * gets the stored answer. Only 2xx answers are kept: a failure frees the key so a retry runs again.
 *
 * `transactional`: the handler writes through the transaction it is given, and its answer is stored in
 * that same transaction, so a connection lost mid-request leaves both or neither: a retry then either
 * gets the stored answer or runs again with nothing written (decision 705). Only for handlers that write
 * through `tx` alone (the embedded database runs one transaction at a time).
 */
export async function withIdempotency(
  options: { key: string; ttlMs: number; scope: string; transactional?: false },
  handler: () => Promise<Answer>,
): Promise<Response>;
export async function withIdempotency(
  options: { key: string; ttlMs: number; scope: string; transactional: true },
  handler: (tx: Prisma.TransactionClient) => Promise<Answer>,
): Promise<Response>;
export async function withIdempotency(
  { key, ttlMs, scope, transactional }: { key: string; ttlMs: number; scope: string; transactional?: boolean },
  handler: (tx: Prisma.TransactionClient) => Promise<Answer>,
): Promise<Response> {
  const claimed = await claim(key, scope, ttlMs);
  if (!claimed) {
    const stored = await waitForAnswer(key);
    if (stored)
      return Response.json(stored.response, { status: stored.status, headers: { "Idempotent-Replayed": "true" } });
    return Response.json(
      { error: { code: "conflict", message: "This request is already being processed. Please try again shortly." } },
      { status: 409, headers: { "Retry-After": "2" } },
    );
  }
  let result: Answer;
  try {
    if (transactional) {
      result = await db.$transaction(async (tx) => {
        const answer = await handler(tx);
        if (answer.status >= 200 && answer.status < 300) await storeAnswer(tx, key, answer);
        return answer;
      });
    } else {
      result = await handler(db);
    }
  } catch (error) {
    await db.idempotencyKey.deleteMany({ where: { key, status: IN_PROGRESS } }).catch(() => {});
    throw error;
  }
  if (result.status < 200 || result.status >= 300) {
    await db.idempotencyKey.deleteMany({ where: { key, status: IN_PROGRESS } });
  } else if (!transactional) {
    await storeAnswer(db, key, result);
  }
  return Response.json(result.body, { status: result.status, headers: result.headers });
}

async function storeAnswer(client: Prisma.TransactionClient, key: string, answer: Answer): Promise<void> {
  await client.idempotencyKey.update({
    where: { key },
    data: { status: answer.status, response: answer.body as Prisma.InputJsonValue },
  });
}

async function claim(key: string, scope: string, ttlMs: number): Promise<boolean> {
  // Expired keys and abandoned claims are released first, so the unique insert below is the only race
  // that matters.
  const now = Date.now();
  await db.idempotencyKey.deleteMany({
    where: {
      key,
      OR: [
        { createdAt: { lt: new Date(now - ttlMs) } },
        { status: IN_PROGRESS, createdAt: { lt: new Date(now - STALE_CLAIM_MS) } },
      ],
    },
  });
  // Housekeeping without a scheduler: about one claim in a hundred clears keys past every TTL.
  if (Math.random() < 0.01) await pruneIdempotencyKeys().catch(() => 0);
  const inserted = await db.$executeRaw`
    INSERT INTO "IdempotencyKey" ("key", "scope", "status", "response") VALUES (${key}, ${scope}, ${IN_PROGRESS}, '{}'::jsonb)
    ON CONFLICT ("key") DO NOTHING`;
  return inserted === 1;
}

async function waitForAnswer(key: string): Promise<{ status: number; response: unknown } | null> {
  for (let waited = 0; waited <= WAIT_MAX_MS; waited += WAIT_STEP_MS) {
    const row = await db.idempotencyKey.findUnique({ where: { key }, select: { status: true, response: true } });
    if (!row) return null;
    if (row.status !== IN_PROGRESS) return row;
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
  }
  return null;
}

export async function pruneIdempotencyKeys(before = new Date(Date.now() - HEADER_KEY_TTL_MS)): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}

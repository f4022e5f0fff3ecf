import "server-only";
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  IN_PROGRESS,
  claimKey,
  freeClaim,
  readKey,
  releaseExpiredKey,
  storeAnswer,
  type StoredAnswer,
} from "@/lib/data/idempotency-keys";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { IDEMPOTENCY_KEY_PATTERN } from "@/lib/validations/idempotency-key";

// Double-submit protection for every write that declares it (decision 016): one run per key; a repeat
// while the first runs waits for it, a repeat afterwards gets the stored answer. Only 2xx answers are
// kept: a failure frees the key so a retry runs again.

/** Keys named by the client (Idempotency-Key header) are honoured this long. */
export const HEADER_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Keys derived from the input catch double clicks and quick resubmits. */
export const DERIVED_KEY_TTL_MS = 2 * 60 * 1000;
/**
 * A claim still in progress after this long (IDEMPOTENCY_STALE_CLAIM_SECONDS, default 60) was abandoned:
 * its work failed and could not free the key (the database went away mid-request) or its process died.
 * A retry may take it over; without this, a client told to retry after an outage would get 409 until the
 * key expired (24 h).
 */
export const staleClaimMs = (): number => getEnv().IDEMPOTENCY_STALE_CLAIM_SECONDS * 1000;
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 10_000;

/**
 * `requestHash`: for a key the client named, what it was first sent with (a reuse with another is refused).
 * `submission`: for a key the client named, the key the same submission has without one: its answer is
 * kept under both, so the same body sent again without the header within the window is the same write.
 */
export type OnceKey = {
  key: string;
  ttlMs: number;
  scope: string;
  requestHash?: string;
  submission?: { key: string; ttlMs: number; scope: string };
};

export const KEY_REUSED_MESSAGE =
  "This Idempotency-Key was already used with a different request. Send a new key for a new request.";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * The key for a submission: the client's Idempotency-Key when it sends a sane one (within the write
 * and the signed-in caller, whatever address it comes from), otherwise a hash of what was submitted
 * and by whom. Hashed either way, so the table never holds form content.
 */
export function onceKey(
  write: string,
  caller: { account?: string; address: string },
  submitted: string,
  header?: string | null,
  windowMs = DERIVED_KEY_TTL_MS,
): OnceKey {
  const bodyScope = `${write}:${caller.account ?? caller.address}`;
  const submission = { key: `${bodyScope}:b:${sha256(submitted)}`, ttlMs: windowMs, scope: bodyScope };
  const named = header?.trim();
  if (named && IDEMPOTENCY_KEY_PATTERN.test(named)) {
    const scope = caller.account ? `${write}:${caller.account}` : write;
    const key = `${scope}:h:${sha256(named)}`;
    return { key, ttlMs: HEADER_KEY_TTL_MS, scope, requestHash: sha256(submitted), submission };
  }
  return submission;
}

export type OnceAnswer = { status: number; body: unknown };
export type OnceResult = (OnceAnswer & { replayed: boolean }) | { busy: true };

/**
 * Runs `work` once per key. `transactional`: the work writes through the transaction it is given and
 * its answer is stored in that same transaction, so a connection lost mid-request leaves both or
 * neither (decision 705). Only for work that writes through `tx` alone (the embedded database runs one
 * transaction at a time).
 */
export async function once(
  { key, ttlMs, scope, requestHash, submission, transactional = false }: OnceKey & { transactional?: boolean },
  work: (tx: Prisma.TransactionClient) => Promise<OnceAnswer>,
): Promise<OnceResult> {
  await releaseExpiredKey(key, ttlMs, staleClaimMs());
  if (!(await claimKey(key, scope, requestHash ?? null))) {
    const first = await readKey(key);
    if (requestHash && first?.requestHash && first.requestHash !== requestHash)
      throw new AppError("idempotency_key_reused", KEY_REUSED_MESSAGE);
    const stored = await waitForAnswer(key);
    return stored ? { status: stored.status, body: stored.response, replayed: true } : { busy: true };
  }
  const kept = (status: number) => status >= 200 && status < 300;
  let answer: OnceAnswer;
  try {
    answer = transactional
      ? await db.$transaction(async (tx) => {
          const result = await work(tx);
          if (kept(result.status)) await storeAnswer(tx, key, result.status, result.body);
          return result;
        })
      : await work(db);
  } catch (error) {
    await freeClaim(key).catch(() => {});
    throw error;
  }
  if (!kept(answer.status)) await freeClaim(key);
  else {
    if (!transactional) await storeAnswer(db, key, answer.status, answer.body);
    if (submission) await rememberSubmission(submission, answer);
  }
  return { ...answer, replayed: false };
}

/**
 * A named key's answer kept under its submission's key too (issue 49 m20): a client that sent
 * Idempotency-Key and then the same body without it, within the window, gets the first answer again
 * rather than a second coupon. Another named key is another request, as the header promises.
 */
async function rememberSubmission(submission: NonNullable<OnceKey["submission"]>, answer: OnceAnswer) {
  await releaseExpiredKey(submission.key, submission.ttlMs, staleClaimMs());
  if (await claimKey(submission.key, submission.scope))
    await storeAnswer(db, submission.key, answer.status, answer.body);
}

async function waitForAnswer(key: string): Promise<StoredAnswer | null> {
  for (let waited = 0; waited <= WAIT_MAX_MS; waited += WAIT_STEP_MS) {
    const row = await readKey(key);
    if (!row) return null;
    if (row.status !== IN_PROGRESS) return row;
    await sleep(WAIT_STEP_MS);
  }
  return null;
}

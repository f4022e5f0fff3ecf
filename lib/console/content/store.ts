import "server-only";
import { updateTag } from "next/cache";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ContentKind, ContentRecord } from "./kind";

// A kind's writes: the write and the caller's in-transaction step (the console's audit entry, decision
// 602) in one transaction, then the kind's cache tag expired with `updateTag`, after the commit so a
// re-render never reads the data from before it: the next request renders the public pages again, on
// every instance (decisions 605, 703, 708). The writes run in the console's server actions, where
// `updateTag` belongs.

/** Runs inside the write's transaction, after the write: a change and its entry commit together or not at all. */
export type InTransaction<T> = (result: T, tx: Prisma.TransactionClient) => Promise<void>;

type WriteOptions<T> = { inTransaction?: InTransaction<T> };

const CREATE_ATTEMPTS = 5;

function revalidate(kind: { cacheTag: string }) {
  updateTag(kind.cacheTag);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/**
 * A new record. A create that loses a unique race (two posts with one title pick the same slug, decision
 * 202) runs its whole transaction again, in-transaction step included.
 */
export async function createContent<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  input: I,
  options: WriteOptions<R> & { authorId?: string } = {},
): Promise<R> {
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    try {
      const record = await db.$transaction(async (tx) => {
        const created = await kind.rows.insert(input, options.authorId ?? null, tx);
        await options.inTransaction?.(created, tx);
        return created;
      });
      revalidate(kind);
      return record;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`No free slug found for "${input.title}"`);
}

/** Changes what `update` names; with `expectedUpdatedAt`, a record saved since is not overwritten (P2025). */
export async function updateContent<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  id: string,
  update: U,
  options: WriteOptions<R> & { expectedUpdatedAt?: string } = {},
): Promise<R> {
  const record = await db.$transaction(async (tx) => {
    const updated = await kind.rows.update(id, update, options.expectedUpdatedAt, tx);
    await options.inTransaction?.(updated, tx);
    return updated;
  });
  revalidate(kind);
  return record;
}

export async function deleteContent<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  id: string,
  options: WriteOptions<void> = {},
): Promise<void> {
  await db.$transaction(async (tx) => {
    await kind.rows.delete(id, tx);
    await options.inTransaction?.(undefined, tx);
  });
  revalidate(kind);
}

import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// A post's or a service's unsaved drafts (decision 624) and saved versions (decision 625). A draft belongs
// to one staff member: every draft query takes the owner's id, so nobody reads, restores or deletes
// another person's. Versions are the record's, read by anyone with the content permission (checked above).

type Tx = Prisma.TransactionClient;

/** The form's fields by name, as typed or as a save left them. */
export type ContentFields = Record<string, string>;

/** Whose draft of what: `recordId` is "" for a record not created yet. */
export type DraftKey = { kind: string; recordId: string; staffId: string };

export type ContentDraft = { fields: ContentFields; savedAt: string };

export type ContentVersionSummary = { id: string; author: string | null; createdAt: string };

/** Versions the editor lists, newest first. */
export const VERSION_LIST_SIZE = 20;

const where = ({ kind, recordId, staffId }: DraftKey) => ({ kind_recordId_staffId: { kind, recordId, staffId } });

function fieldsOf(value: Prisma.JsonValue): ContentFields {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
}

export async function findContentDraft(key: DraftKey): Promise<ContentDraft | null> {
  const row = await db.contentDraft.findUnique({ where: where(key), select: { fields: true, savedAt: true } });
  return row && { fields: fieldsOf(row.fields), savedAt: row.savedAt.toISOString() };
}

/** Writes (or replaces) the owner's draft; returns when it was saved. */
export async function saveContentDraft(key: DraftKey, fields: ContentFields): Promise<string> {
  const savedAt = new Date();
  await db.contentDraft.upsert({
    where: where(key),
    create: { ...key, fields, savedAt },
    update: { fields, savedAt },
  });
  return savedAt.toISOString();
}

/** The owner's draft gone (after a save, in its transaction, or when they discard it). */
export async function deleteContentDraft(key: DraftKey, client: Tx = db): Promise<void> {
  await client.contentDraft.deleteMany({ where: key });
}

/** A version of the record as a save left it, in the save's transaction. */
export async function insertContentVersion(
  version: { kind: string; recordId: string; staffId: string; fields: ContentFields },
  tx: Tx,
): Promise<void> {
  await tx.contentVersion.create({ data: version });
}

export async function listContentVersions(kind: string, recordId: string): Promise<ContentVersionSummary[]> {
  const rows = await db.contentVersion.findMany({
    where: { kind, recordId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: VERSION_LIST_SIZE,
    select: { id: true, createdAt: true, staff: { select: { name: true } } },
  });
  return rows.map((r) => ({ id: r.id, author: r.staff?.name ?? null, createdAt: r.createdAt.toISOString() }));
}

/** One version of this record (another record's version id finds nothing). */
export async function findContentVersion(
  kind: string,
  recordId: string,
  id: string,
): Promise<(ContentVersionSummary & { fields: ContentFields }) | null> {
  const row = await db.contentVersion.findFirst({
    where: { id, kind, recordId },
    select: { id: true, createdAt: true, fields: true, staff: { select: { name: true } } },
  });
  return (
    row && {
      id: row.id,
      author: row.staff?.name ?? null,
      createdAt: row.createdAt.toISOString(),
      fields: fieldsOf(row.fields),
    }
  );
}

/** A deleted record's drafts and versions, in the delete's transaction. */
export async function deleteContentHistory(kind: string, recordId: string, tx: Tx): Promise<void> {
  await tx.contentDraft.deleteMany({ where: { kind, recordId } });
  await tx.contentVersion.deleteMany({ where: { kind, recordId } });
}

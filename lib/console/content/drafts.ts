import "server-only";
import {
  deleteContentDraft,
  deleteContentHistory,
  findContentDraft,
  findContentVersion,
  insertContentVersion,
  listContentVersions,
  saveContentDraft,
  type ContentDraft,
  type ContentFields,
  type ContentVersionSummary,
} from "@/lib/data/content-drafts";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertCan } from "@/lib/staff/session";
import type { StaffContext } from "../context";
import type { ContentKind, ContentRecord } from "./kind";

// The editor that never loses text (decisions 624, 625): each staff member's draft of a post or a
// service, written as they type and deleted by their next successful save; and a version of the fields
// kept by every successful save, in its transaction, for the editor's history and "Restore".

/** What drafts and versions need of a kind (any kind's description fits it). */
type AnyKind = Pick<
  ContentKind<ContentRecord, { title: string }, unknown>,
  "name" | "label" | "permission" | "formFields"
> & {
  rows: { exists: (id: string) => Promise<boolean> };
};

/** Only the kind's own fields are kept, as strings. */
function ownFields(kind: AnyKind, fields: ContentFields): ContentFields {
  return Object.fromEntries(kind.formFields.filter((name) => name in fields).map((name) => [name, fields[name]!]));
}

async function assertRecord(kind: AnyKind, recordId: string) {
  if (recordId && !(await kind.rows.exists(recordId)))
    throw new AppError("not_found", `${kind.label} not found. It may have been deleted.`);
}

/** Saves what the staff member has typed (their own draft only); returns when, as an ISO string. */
export async function saveDraft(
  kind: AnyKind,
  { session }: StaffContext,
  { recordId, fields }: { recordId: string; fields: ContentFields },
): Promise<{ savedAt: string }> {
  assertCan(session, kind.permission);
  await assertRecord(kind, recordId);
  const savedAt = await saveContentDraft(
    { kind: kind.name, recordId, staffId: session.staffId },
    ownFields(kind, fields),
  );
  return { savedAt };
}

export async function discardDraft(kind: AnyKind, { session }: StaffContext, recordId: string): Promise<void> {
  assertCan(session, kind.permission);
  await deleteContentDraft({ kind: kind.name, recordId, staffId: session.staffId });
}

/**
 * The staff member's own draft to offer when the editor opens: only one newer than the record's last
 * save (`record` is null for a new one); an older draft was overtaken by a save and is not offered.
 */
export async function draftToOffer(
  kind: AnyKind,
  { session }: StaffContext,
  record: { id: string; updatedAt: string } | null,
): Promise<ContentDraft | null> {
  assertCan(session, kind.permission);
  const draft = await findContentDraft({ kind: kind.name, recordId: record?.id ?? "", staffId: session.staffId });
  if (!draft || (record && draft.savedAt <= record.updatedAt)) return null;
  return draft;
}

export async function listVersions(
  kind: AnyKind,
  { session }: StaffContext,
  recordId: string,
): Promise<ContentVersionSummary[]> {
  assertCan(session, kind.permission);
  return listContentVersions(kind.name, recordId);
}

/** One saved version's fields, to load into the form (nothing is saved until the person saves). */
export async function loadVersion(kind: AnyKind, { session }: StaffContext, recordId: string, versionId: string) {
  assertCan(session, kind.permission);
  const version = await findContentVersion(kind.name, recordId, versionId);
  if (!version) throw new AppError("not_found", "This version was not found. The record may have been deleted.");
  return { ...version, fields: ownFields(kind, version.fields) };
}

/**
 * In a save's transaction: the version the save leaves, with its author, and the author's draft of it
 * deleted (`created`: the draft of a new record, kept under ""). A refused save rolls back and keeps both.
 */
export async function keepVersion<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  staffId: string,
  record: R,
  created: boolean,
  tx: Prisma.TransactionClient,
): Promise<void> {
  await insertContentVersion({ kind: kind.name, recordId: record.id, staffId, fields: kind.formValues(record) }, tx);
  await deleteContentDraft({ kind: kind.name, recordId: created ? "" : record.id, staffId }, tx);
}

/** In a delete's transaction: the record's drafts and versions go with it. */
export function forgetHistory(kind: { name: string }, recordId: string, tx: Prisma.TransactionClient) {
  return deleteContentHistory(kind.name, recordId, tx);
}

/** What the editor shows of drafts and versions: the person's own newer draft, and the last saves. */
export async function editorHistory(
  kind: AnyKind,
  ctx: StaffContext,
  record: { id: string; updatedAt: string } | null,
): Promise<{
  kind: "post" | "service";
  recordId: string;
  draft: ContentDraft | null;
  versions: ContentVersionSummary[];
}> {
  const [draft, versions] = await Promise.all([
    draftToOffer(kind, ctx, record),
    record ? listVersions(kind, ctx, record.id) : Promise.resolve([]),
  ]);
  return { kind: kind.name as "post" | "service", recordId: record?.id ?? "", draft, versions };
}

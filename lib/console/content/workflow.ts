import "server-only";
import type { z } from "zod";
import { AppError, validationError } from "@/lib/errors";
import { assertCan } from "@/lib/staff/session";
import { audit, type StaffContext } from "../context";
import { explainMissingRow } from "../write-errors";
import type { ContentForm, ContentKind, ContentRecord } from "./kind";
import { scheduledFor } from "@/lib/model/publication-schedule";
import { forgetHistory, keepVersion } from "./drafts";
import { checkNewImages, type ImageProbe } from "./images";
import { createContent, deleteContent, updateContent, type InTransaction } from "./store";

// The console's workflows for posts and services (decisions 605, 606, 608): the role check, the form
// parsed, the change and its audit entry in one transaction, and the public pages expired at once (not
// stale-while-revalidate): a record published here is on the site at the next request, without a rebuild.

type Action = "create" | "update" | "publish" | "unpublish" | "delete";

function summary(action: Action, created: boolean, name: string, title: string): string {
  const verb = {
    create: "Created",
    update: "Edited",
    publish: created ? "Created and published" : "Edited and published",
    unpublish: "Edited and unpublished",
    delete: "Deleted",
  }[action];
  return `${verb} the ${name} “${title}”`;
}

/** The audit entry of a change, written in the change's own transaction (decision 602). */
function auditStep<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  ctx: StaffContext,
  action: Action,
  before: R | null,
  created = false,
): InTransaction<R | void> {
  return async (after, tx) => {
    const record = (after || before)!;
    await audit(
      ctx,
      {
        action: `${kind.name}.${action}`,
        entityType: kind.entityType,
        entityId: record.id,
        summary: summary(action, created, kind.name, record.title),
        before: before && kind.snapshot(before),
        after: after ? kind.snapshot(after) : null,
      },
      tx,
    );
  };
}

/** Every record, drafts included; `search` matches what the kind names (title, tags or tagline). */
export const CONTENT_PAGE_SIZE = 25;

/** A content list's view: search, state and order, and the page (1 is the first). */
export type ContentListQuery = {
  search?: string;
  state?: "draft" | "published";
  /** "updated": the last changed first; otherwise the kind's own order (posts newest, services as listed). */
  sort?: "updated";
  page?: number;
};

export type ContentPage<R> = { rows: R[]; total: number; page: number; pages: number };

/**
 * The kind's list, filtered and sorted, one page of it. Content lists are tens of records, read whole by
 * the kind's query; filtering them here keeps one query per kind (decision 612).
 */
export async function listContent<R extends ContentRecord & { updatedAt: string }, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  { session }: StaffContext,
  { search = "", state, sort, page = 1 }: ContentListQuery = {},
): Promise<ContentPage<R>> {
  assertCan(session, kind.permission);
  const q = search.trim().toLowerCase();
  let records = await kind.rows.listAll();
  if (q) records = records.filter((r) => kind.searchText(r).some((text) => text.toLowerCase().includes(q)));
  if (state) records = records.filter((r) => r.published === (state === "published"));
  if (sort === "updated")
    records = [...records].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
  const pages = Math.max(1, Math.ceil(records.length / CONTENT_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const start = (current - 1) * CONTENT_PAGE_SIZE;
  return { rows: records.slice(start, start + CONTENT_PAGE_SIZE), total: records.length, page: current, pages };
}

export async function getContent<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  { session }: StaffContext,
  id: string,
): Promise<R> {
  assertCan(session, kind.permission);
  const record = await kind.rows.find(id);
  if (!record) throw new AppError("not_found", `${kind.label} not found.`);
  return record;
}

/** Refused unless every new image is ours or answers as an image (decision 616); nothing is written then. */
async function assertImagesLoad(images: string[] | undefined, kept: string[], probe?: ImageProbe) {
  const problems = await checkNewImages(images ?? [], kept, probe);
  if (problems.length === 0) return;
  const message = problems.join(" ");
  throw new AppError("validation_failed", message, { fieldErrors: { images: [message] } });
}

/** The one parse of a save's content (the data layer takes the values as they are); its errors are the form's. */
function parsed<T>(schema: z.ZodType<T>, input: ContentForm): T {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error.issues, { topField: true });
  return result.data;
}

/**
 * Create or edit from the form; `intent` publishes or unpublishes in the same step. One transaction holds
 * the change and its audit entry; an edit made on a version someone else has since saved is refused (409).
 * `probe` replaces the network check of image addresses (tests).
 */
export async function saveContent<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  ctx: StaffContext,
  input: ContentForm,
  options: { probe?: ImageProbe } = {},
): Promise<R> {
  return (await saveContentOutcome(kind, ctx, input, options)).record;
}

/**
 * What the editor's banner says after a save: saved, published, unpublished, or (an unpublish of a record
 * still scheduled, never public) its schedule cancelled (console review m4).
 */
export type SaveDone = "saved" | "published" | "unpublished" | "unscheduled";

/** `saveContent`, with what the save did for the banner. */
export async function saveContentOutcome<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  ctx: StaffContext,
  input: ContentForm,
  { probe }: { probe?: ImageProbe } = {},
): Promise<{ record: R; done: SaveDone }> {
  const done = { save: "saved", publish: "published", unpublish: "unpublished" } as const;
  assertCan(ctx.session, kind.permission);
  const published = input.intent === "save" ? undefined : input.intent === "publish";
  if (!input.id) {
    const values = parsed(kind.create, input);
    await assertImagesLoad(input.images, [], probe);
    const record = await createContent(
      kind,
      { ...values, published: published ?? false },
      {
        authorId: ctx.session.staffId,
        inTransaction: async (created, tx) => {
          await auditStep(kind, ctx, published ? "publish" : "create", null, true)(created, tx);
          await keepVersion(kind, ctx.session.staffId, created, true, tx);
        },
      },
    );
    return { record, done: done[input.intent] };
  }
  const id = input.id;
  const changes = parsed(kind.fields, input);
  const before = await getContent(kind, ctx, id);
  await assertImagesLoad(input.images, before.images, probe);
  const action: Action =
    published === undefined || published === before.published ? "update" : published ? "publish" : "unpublish";
  const record = await explainMissingRow(
    updateContent(
      kind,
      id,
      { ...changes, ...(published === undefined ? {} : { published }) },
      {
        expectedUpdatedAt: input.updatedAt,
        inTransaction: async (updated, tx) => {
          await auditStep(kind, ctx, action, before)(updated, tx);
          await keepVersion(kind, ctx.session.staffId, updated, false, tx);
        },
      },
    ),
    () => kind.rows.exists(id),
    kind.label,
  );
  return { record, done: input.intent === "unpublish" && scheduledFor(before) ? "unscheduled" : done[input.intent] };
}

export async function removeContent<R extends ContentRecord, I extends { title: string }, U>(
  kind: ContentKind<R, I, U>,
  ctx: StaffContext,
  id: string,
): Promise<void> {
  assertCan(ctx.session, kind.permission);
  const before = await getContent(kind, ctx, id);
  await explainMissingRow(
    deleteContent(kind, id, {
      inTransaction: async (_, tx) => {
        await auditStep(kind, ctx, "delete", before)(undefined, tx);
        await forgetHistory(kind, id, tx);
      },
    }),
    async () => false,
    kind.label,
  );
}

/**
 * Publish or unpublish without the editor's form (a bulk action, decision 623): the same audit entry and
 * cache invalidation as the editor's Publish; a record already in that state is refused, never re-dated.
 */
export async function setContentPublished<
  R extends ContentRecord,
  I extends { title: string },
  U extends { published?: boolean },
>(kind: ContentKind<R, I, U>, ctx: StaffContext, id: string, published: boolean): Promise<R> {
  assertCan(ctx.session, kind.permission);
  const before = await getContent(kind, ctx, id);
  if (before.published === published)
    throw new AppError("conflict", `“${before.title}” is already ${published ? "published" : "a draft"}.`);
  return explainMissingRow(
    updateContent(kind, id, { published } as U, {
      inTransaction: auditStep(kind, ctx, published ? "publish" : "unpublish", before),
    }),
    () => kind.rows.exists(id),
    kind.label,
  );
}

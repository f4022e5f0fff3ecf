import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Permission } from "@/lib/staff/roles";

// Blog posts and 'Dynamics' services are one kind of console content with two descriptions (decision
// 608): a title, a draft or published state, a public page cached under a tag, and the same console
// workflows (./store.ts, ./workflow.ts). A description says only where the two differ.

type Db = Prisma.TransactionClient;

/** What every kind's record has. */
export type ContentRecord = {
  id: string;
  title: string;
  published: boolean;
  images: string[];
  imageAlts: string[];
  publishedAt?: string | null;
};

/**
 * What every kind's console form has besides its own fields: the record, its version, the button
 * pressed, and the image URLs (checked on every save, decision 616).
 */
export type ContentForm = {
  id?: string;
  updatedAt?: string;
  intent: "save" | "publish" | "unpublish";
  images?: string[];
  /** Alt text per image, in the same order (decision 626). */
  imageAlts?: string[];
};

/**
 * One kind of content. `Input` is what a new record takes, `Update` what an edit takes: both as parsed,
 * once, by the workflow (./workflow.ts) with `create` or `fields`; the data layer takes them as they are.
 */
export type ContentKind<R extends ContentRecord, Input extends { title: string }, Update> = {
  /** In audit actions (`post.publish`), summaries ("Edited the post “…”") and operation names. */
  name: string;
  /** "Post": "Post not found. It may have been deleted." */
  label: string;
  /** The audit log's entity type. */
  entityType: string;
  permission: Permission;
  /** The public pages' cache tag: every write revalidates it after the commit. */
  cacheTag: string;
  /** The form's fields as a new record takes them, defaults filled in; its errors are the form's. */
  create: z.ZodType<Input>;
  /** The form's fields as an edit takes them (only what the form names); its errors are the form's. */
  fields: z.ZodType<Update>;
  /** What the console's search box looks in. */
  searchText: (record: R) => string[];
  /**
   * The record as its console form shows it, field by field (decision 625): the edit page's form, and
   * the version each save keeps. Its keys are the only fields a draft may hold.
   */
  formValues: (record: R) => Record<string, string>;
  /** The form's field names (what a draft or a version holds). */
  formFields: readonly string[];
  /** What the audit log keeps of a record, before and after. */
  snapshot: (record: R) => unknown;
  /** The data layer's queries (lib/data); the writes run inside the workflow's transaction. */
  rows: {
    listAll: () => Promise<R[]>;
    find: (id: string) => Promise<R | null>;
    exists: (id: string) => Promise<boolean>;
    insert: (input: Input, authorId: string | null, tx: Db) => Promise<R>;
    update: (id: string, update: Update, expectedUpdatedAt: string | undefined, tx: Db) => Promise<R>;
    delete: (id: string, tx: Db) => Promise<void>;
  };
};

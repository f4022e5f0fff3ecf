import "server-only";
import type { z } from "zod";
import { defineOperation } from "@/lib/operations/operation";
import { contentDraftSchema, contentVersionSchema, draftTargetSchema } from "@/lib/validations/content-draft";
import { bulkContentSchema, contentIdSchema, postFormSchema, serviceFormSchema } from "@/lib/validations/staff";
import { bulkMessage, forEachSelected } from "../bulk";
import { countOf } from "@/lib/format/count-of";
import { staffContextOf as staff } from "../context";
import { discardDraft, loadVersion, saveDraft } from "./drafts";
import type { ContentForm, ContentKind, ContentRecord } from "./kind";
import { posts } from "./posts";
import { services } from "./services";
import { removeContent, saveContentOutcome, setContentPublished } from "./workflow";

// The console's writes of posts and services (decision 608): save, delete, bulk actions, drafts and
// versions. The other console writes are in lib/console/operations.ts.

const BULK_CONTENT_DONE = { publish: "Published", unpublish: "Unpublished", delete: "Deleted" } as const;

/**
 * Save (creating or editing, and publishing or unpublishing when that button was pressed), delete and the
 * bulk actions, for one kind of content (decisions 608, 623): `staff.save-post`, `staff.bulk-services`, ...
 */

function contentOperations<
  R extends ContentRecord,
  I extends { title: string },
  U extends { published?: boolean },
  S extends z.ZodType<ContentForm>,
>(kind: ContentKind<R, I, U>, form: S) {
  return {
    save: defineOperation({
      name: `staff.save-${kind.name}`,
      audience: "staff",
      permission: kind.permission,
      rateLimit: "contentSave",
      input: form,
      run: async (input: ContentForm, context) => {
        const { record, done } = await saveContentOutcome(kind, staff(context), input);
        return { data: { id: record.id, done } };
      },
    }),
    remove: defineOperation({
      name: `staff.delete-${kind.name}`,
      audience: "staff",
      permission: kind.permission,
      input: contentIdSchema,
      run: async ({ id }, context) => ({ data: await removeContent(kind, staff(context), id) }),
    }),
    /** Publish, unpublish or delete the selected records, each audited on its own (decision 623). */
    bulk: defineOperation({
      name: `staff.bulk-${kind.name}s`,
      audience: "staff",
      permission: kind.permission,
      rateLimit: "staffBulk",
      input: bulkContentSchema(kind.name),
      run: async (input, context) => {
        const verb = { publish: "Publish", unpublish: "Unpublish", delete: "Delete" }[input.action];
        const outcome = await forEachSelected(input, `${verb} ${countOf(input.ids.length, kind.name)}?`, (id) =>
          input.action === "delete"
            ? removeContent(kind, staff(context), id)
            : setContentPublished(kind, staff(context), id, input.action === "publish"),
        );
        return { data: outcome, message: bulkMessage(outcome, BULK_CONTENT_DONE[input.action], kind.name) };
      },
    }),
  };
}

export const { save: savePost, remove: deletePost, bulk: bulkPosts } = contentOperations(posts, postFormSchema);
export const {
  save: saveService,
  remove: deleteService,
  bulk: bulkServices,
} = contentOperations(services, serviceFormSchema);

const KINDS = { post: posts, service: services } as const;

/** What the editor has typed, kept as the staff member's own draft a couple of seconds after typing stops (decision 624). */
export const saveContentDraft = defineOperation({
  name: "staff.save-draft",
  audience: "staff",
  permission: "content.write",
  rateLimit: "contentDraft",
  input: contentDraftSchema,
  run: async ({ kind, recordId, fields }, context) => ({
    data: await saveDraft(KINDS[kind], staff(context), { recordId, fields }),
  }),
});

/** "Discard" on the editor's restore offer: the staff member's own draft deleted. */
export const discardContentDraft = defineOperation({
  name: "staff.discard-draft",
  audience: "staff",
  permission: "content.write",
  rateLimit: "contentDraft",
  input: draftTargetSchema,
  run: async ({ kind, recordId }, context) => ({ data: await discardDraft(KINDS[kind], staff(context), recordId) }),
});

/** A saved version's fields for the editor's "Restore" (decision 625): read only, nothing changes. */
export const loadContentVersion = defineOperation({
  name: "staff.load-version",
  audience: "staff",
  permission: "content.write",
  input: contentVersionSchema,
  run: async ({ kind, recordId, versionId }, context) => ({
    data: await loadVersion(KINDS[kind], staff(context), recordId, versionId),
  }),
});

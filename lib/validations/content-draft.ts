import { z } from "zod";
import { singleLineText } from "./text";

// What the console's post and service editors send as staff type (decision 624): the form's fields as
// typed, bounded in size; which field names a kind takes is checked by its workflow.

/** A field may hold a little more than the longest a save accepts (50,000), so nothing typed is cut. */
export const DRAFT_FIELD_MAX = 60_000;
/** All fields together: a service's ten fields at their longest fit; more is not a real draft. */
export const DRAFT_TOTAL_MAX = 150_000;
export const DRAFT_TOO_LARGE_MESSAGE = "This draft is too large to keep. Save the record to keep your text.";

const recordId = z.string().pipe(singleLineText().max(64));

/** Which editor: a kind and its record ("" or absent for a new one). */
export const draftTargetSchema = z.object({
  kind: z.enum(["post", "service"]),
  recordId: recordId.optional().default(""),
});

export const contentDraftSchema = draftTargetSchema.extend({
  fields: z
    .record(z.string().max(40), z.string().max(DRAFT_FIELD_MAX, DRAFT_TOO_LARGE_MESSAGE))
    .refine((fields) => Object.values(fields).reduce((n, v) => n + v.length, 0) <= DRAFT_TOTAL_MAX, {
      message: DRAFT_TOO_LARGE_MESSAGE,
    }),
});

/** A saved version of one record, to load into its form. */
export const contentVersionSchema = z.object({
  kind: z.enum(["post", "service"]),
  recordId: recordId.pipe(z.string().min(1)),
  versionId: recordId.pipe(z.string().min(1)),
});

export type ContentDraftInput = z.input<typeof contentDraftSchema>;

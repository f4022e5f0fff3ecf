// One schema for the provider console's 'Dynamics' service form, used by the form and by lib/data/services.ts.
import { z } from "zod";
import { contentImageUrl, imageAltText } from "./blog";
import { multiLineText, singleLineText } from "./text";

const POSITION_MESSAGE = "Position is a whole number from 0 to 100000";

const optionalLongText = multiLineText()
  .max(20_000, "Text is too long")
  .nullable()
  .transform((v) => (v ? v : null));

const list = (label: string) =>
  z
    .array(singleLineText().min(1, `${label} cannot be empty`).max(500, `${label} are at most 500 characters`))
    .max(20, `At most 20 ${label.toLowerCase()}`);

const fields = {
  title: singleLineText().min(1, "Title is required").max(200, "Title is at most 200 characters"),
  tagLine: singleLineText().min(1, "Tagline is required").max(300, "Tagline is at most 300 characters"),
  description: multiLineText().min(1, "Description is required").max(20_000, "Description is too long"),
  /** images[0] is shown on larger screens, images[1] on phones. */
  images: z.array(contentImageUrl).max(10, "At most 10 images"),
  /** Alt text per image, in the same order (decision 626). */
  imageAlts: z.array(imageAltText).max(10, "At most 10 images"),
  whyWeBuilt: optionalLongText,
  /** One step per line; leading numbering is stripped when shown. */
  howItWorks: optionalLongText,
  highlights: list("Highlights"),
  benefits: list("Benefits"),
  languageStyle: optionalLongText,
  position: z.number(POSITION_MESSAGE).int(POSITION_MESSAGE).min(0, POSITION_MESSAGE).max(100_000, POSITION_MESSAGE),
  published: z.boolean(),
  /** With `published`: public from this time on (decision 206); null or past is now. */
  publishAt: z.date().nullable(),
};

export const serviceInputSchema = z.object({
  ...fields,
  images: fields.images.default([]),
  imageAlts: fields.imageAlts.default([]),
  whyWeBuilt: fields.whyWeBuilt.default(null),
  howItWorks: fields.howItWorks.default(null),
  highlights: fields.highlights.default([]),
  benefits: fields.benefits.default([]),
  languageStyle: fields.languageStyle.default(null),
  // Left out: after the last service (lib/data/services.ts), not before all of them.
  position: fields.position.optional(),
  published: fields.published.default(true),
  publishAt: fields.publishAt.default(null),
});

export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceValues = z.output<typeof serviceInputSchema>;

// Without defaults, so a partial update never resets fields it does not name (see blog.ts).
export const serviceUpdateSchema = z.object(fields).partial();
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>;
export type ServiceChanges = z.output<typeof serviceUpdateSchema>;

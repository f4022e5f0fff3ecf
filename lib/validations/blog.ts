// One schema for the provider console's blog form, used by the form and by lib/data/blog.ts.
import { z } from "zod";
import { multiLineText, singleLineText } from "./text";

/** An image is a site path (/images/..., /uploads/...) or an http(s) URL. */
export const contentImageUrl = singleLineText().refine(
  (v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v),
  "Please enter a valid image URL",
);

/** An image's alt text (decision 626): what the image shows, for people who cannot see it. */
export const IMAGE_ALT_MAX = 300;
export const imageAltText = singleLineText().max(IMAGE_ALT_MAX, `Alt text is at most ${IMAGE_ALT_MAX} characters`);

const listed = (numbers: number[]) =>
  numbers.length === 1 ? `${numbers[0]}` : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;

/**
 * Why a form's alt text does not fit its images (one line per image, in the same order), or null: every
 * image needs alt text (decision 626), and there is no alt text without its image.
 */
export function imageAltProblem(images: readonly string[], alts: readonly string[]): string | null {
  if (alts.length > images.length)
    return `There are ${alts.length} lines of alt for ${images.length === 1 ? "1 image" : `${images.length} images`}: write one line per image, in the same order.`;
  const missing = images.flatMap((_, i) => (alts[i]?.trim() ? [] : [i + 1]));
  if (missing.length === 0) return null;
  const which = missing.length === 1 ? `image ${missing[0]} has none` : `images ${listed(missing)} have none`;
  return `Alt text is required for each image: ${which}. Say what each image shows, one line per image, in the order of the images.`;
}

const fields = {
  title: singleLineText().min(1, "Title is required").max(200, "Title is at most 200 characters"),
  // The form labels it "Text" (console review m19).
  description: multiLineText().min(1, "Text is required").max(50_000, "Text is too long: at most 50,000 characters"),
  images: z.array(contentImageUrl).max(10, "At most 10 images"),
  imageAlts: z.array(imageAltText).max(10, "At most 10 images"),
  tags: z
    .array(singleLineText().min(1, "Tags cannot be empty").max(40, "Tags are at most 40 characters"))
    .max(10, "At most 10 tags")
    // Tags differing only in case are one tag, kept as first typed (console review m23).
    .transform((tags) => tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i)),
  published: z.boolean(),
  /** With `published`: public from this time on (decision 206); null or past is now. */
  publishAt: z.date().nullable(),
};

export const blogPostInputSchema = z.object({
  ...fields,
  images: fields.images.default([]),
  imageAlts: fields.imageAlts.default([]),
  tags: fields.tags.default([]),
  published: fields.published.default(false),
  publishAt: fields.publishAt.default(null),
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostValues = z.output<typeof blogPostInputSchema>;

// Built from the fields without defaults: in zod 4 a default inside .partial() would still fill in,
// and an update would silently reset images, tags or the published flag.
export const blogPostUpdateSchema = z.object(fields).partial();
export type BlogPostUpdate = z.input<typeof blogPostUpdateSchema>;
export type BlogPostChanges = z.output<typeof blogPostUpdateSchema>;

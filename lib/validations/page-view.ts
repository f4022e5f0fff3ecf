import { z } from "zod";
import { singleLineText } from "./text";

/** A page view reported by the marketing layout: the path and the query string (without "?"). */
export const pageViewSchema = z.object({
  path: singleLineText()
    .min(1)
    .max(2048)
    .regex(/^\/[^\s]*$/, "path must start with /"),
  query: singleLineText()
    .max(2048)
    .optional()
    .default("")
    .transform((q) => q.replace(/^\?/, "")),
  referrer: singleLineText().max(2048).optional(),
});

export type PageViewData = z.output<typeof pageViewSchema>;

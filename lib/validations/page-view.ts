import { z } from "zod";

/** A page view reported by the marketing layout: the path and the query string (without "?"). */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(2048).regex(/^\/[^\s]*$/, "path must start with /"),
  query: z
    .string()
    .max(2048)
    .optional()
    .default("")
    .transform((q) => q.replace(/^\?/, "")),
  referrer: z.string().max(2048).optional(),
});

export type PageViewData = z.output<typeof pageViewSchema>;

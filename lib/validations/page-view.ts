import { z } from "zod";
import { singleLineText } from "./text";

/**
 * The query parameters a page view keeps: where the visitor came from. Everything else is dropped before
 * it is stored, so a token in a link (a deletion confirmation, a reset) never lands in the table.
 */
const KEPT_PARAMETER = /^(utm_(source|medium|campaign|term|content)|ref)$/;

function keptQuery(query: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) if (KEPT_PARAMETER.test(name)) kept.append(name, value);
  return kept.toString();
}

/** A page view reported by the public layouts: the path and the campaign parameters of its query. */
export const pageViewSchema = z.object({
  path: singleLineText()
    .min(1)
    .max(2048)
    .regex(/^\/[^\s]*$/, "path must start with /"),
  query: singleLineText()
    .max(2048)
    .optional()
    .default("")
    .transform((q) => keptQuery(q.replace(/^\?/, ""))),
  // Without its query and fragment: the page a visitor came from may itself be a link with a token (a
  // deletion confirmation left by a form's post keeps its address as the next page's referrer).
  referrer: singleLineText()
    .max(2048)
    .optional()
    .transform((r) => r?.split(/[?#]/)[0] || undefined),
});

export type PageViewData = z.output<typeof pageViewSchema>;

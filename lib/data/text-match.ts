import "server-only";

// The one way to match text a person typed (decision 817). Prisma sends `contains` and `equals` with
// `mode: "insensitive"` to PostgreSQL as ILIKE with the text as the pattern, unescaped, so `%` and `_`
// would be wildcards and a trailing `\` an error (22025). Every LIKE pattern is built here instead.

/** `text` as a LIKE pattern that matches only itself: `\`, `%` and `_` escaped with `\`, the default escape. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** A LIKE pattern for text containing `text` literally (for SQL written by hand, as in coupon-listing.ts). */
export function likeContaining(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** Prisma filter: the column contains `text`, any case, every character as itself. */
export function containsText(text: string) {
  return { contains: likeLiteral(text), mode: "insensitive" } as const;
}

/**
 * Prisma filter: the column is exactly `text`, any case. Escaped, the pattern holds no wildcard, so ILIKE
 * compares the whole value; tests prove `%`, `_` and `\` literal on PGlite and PostgreSQL.
 */
export function equalsText(text: string) {
  return { equals: likeLiteral(text), mode: "insensitive" } as const;
}

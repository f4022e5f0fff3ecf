/**
 * The spec's slug rule: title lower-cased, stripped to letters and digits, words joined by hyphens. Letters
 * are any script's (decision 620): "QA पोस्ट" keeps its Hindi word, with the vowel signs that belong to it;
 * Latin accents are dropped (café -> cafe) as before, so every slug made earlier is made the same way again.
 * Markup is not words: a tag is a gap (console review m22).
 */
export function slugify(title: string): string {
  return title
    .replace(/<[^>]*>/g, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join("-");
}

/** First free slug: `base`, then `base-2`, `base-3`, ... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || "post";
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

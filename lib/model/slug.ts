/** The spec's slug rule: title lower-cased, stripped to letters and digits, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
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

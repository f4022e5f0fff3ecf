/**
 * The alt text of a post's or a service's image `index` as the pages render it (decision 626): what
 * staff wrote for it; for content saved before alt text was required, the words the pages used before
 * (the title, "title, image N"), until someone saves it with its own.
 */
export function imageAlt(record: { title: string; imageAlts: readonly string[] }, index: number): string {
  const written = record.imageAlts[index]?.trim();
  if (written) return written;
  return index === 0 ? record.title : `${record.title}, image ${index + 1}`;
}

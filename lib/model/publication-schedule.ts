// A published post or service whose `publishedAt` is still ahead is scheduled (decision 206): the console
// shows it as such; the public reads (lib/data/publication.ts) leave it out until then.

/** When a record goes public, if it is scheduled at `now`; else null. */
export function scheduledFor(
  record: { published: boolean; publishedAt?: string | null },
  now: Date = new Date(),
): Date | null {
  if (!record.published || !record.publishedAt) return null;
  const at = new Date(record.publishedAt);
  return at > now ? at : null;
}

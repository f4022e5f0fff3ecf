import "server-only";
// What the public sees of posts and services (decision 206): published, and public from `publishedAt`
// on (null is public now, as rows written before scheduling existed). A record published with a later
// `publishedAt` is scheduled: the cached lists end when the next one is due, so it shows on time with
// nobody online.
import { cacheLife } from "next/cache";

/** The public rows' filter at `now`, for a Prisma `where`. */
export function publicAt(now: Date) {
  return { published: true, OR: [{ publishedAt: null }, { publishedAt: { lte: now } }] };
}

/** The filter of rows published for later than `now`: the next of them ends the cached list. */
export function scheduledAfter(now: Date) {
  return { published: true, publishedAt: { gt: now } };
}

/** The longest a public list may be kept, in seconds (cacheLife's 'max' profile). */
const MAX_LIFE = 60 * 60 * 24 * 365;

/**
 * Called inside a 'use cache' list: kept until the next scheduled record is due (rounded up to the second,
 * so it is never ended early), else as long as the 'max' profile. `expire` equals `revalidate`, so the page
 * that shows the list is rendered again on the first request after that moment, not served stale.
 */
export function keepUntil(next: Date | null | undefined, now: Date): void {
  if (!next) return cacheLife("max");
  const seconds = Math.min(MAX_LIFE, Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)));
  cacheLife({ stale: Math.min(seconds, 300), revalidate: seconds, expire: seconds });
}

/**
 * The `publishedAt` a write stores. Published with a later `publishAt`: scheduled for then. Published
 * otherwise: a record already public keeps its first date (unpublishing and publishing again does not
 * reorder the list), any other is public from `now`. Unpublished: a schedule is cancelled (its date was
 * never public), a past date stays.
 */
export function publicationDate(
  published: boolean,
  publishAt: Date | null | undefined,
  current: Date | null,
  now: Date = new Date(),
): Date | null {
  if (!published) return current && current > now ? null : current;
  if (publishAt && publishAt > now) return publishAt;
  return current && current <= now ? current : now;
}

/**
 * When a public record last changed for its readers: its last edit, or its publication when that came
 * later. A scheduled record goes public with no write, so its `updatedAt` (the time it was scheduled) is
 * earlier than its publication; the sitemap, the article's JSON-LD and Open Graph say this instead.
 */
export function lastModified(updatedAt: Date, publishedAt: Date | null): Date {
  return publishedAt && publishedAt > updatedAt ? publishedAt : updatedAt;
}

// The server cache of rendered pages and route responses (Next's `cacheHandler`, its documented interface:
// get, set, revalidateTag, resetRequestCache; decision 708). Entries stay in this process's memory, bounded
// in size; tag invalidations are shared by every instance (./shared-tags.cjs, decision 703). A page is
// rendered on its first request to an instance, then served from here until one of its tags is revalidated.
// A 404 render is never stored, so unknown slugs fill nothing (decision 012).
const BoundedStore = require("./bounded-store.cjs");
const sharedTags = require("./shared-tags.cjs");

const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const TAGS_HEADER = "x-next-cache-tags";

// One store per process: Next makes a handler object per request.
const STORE = Symbol.for("paisapilot.page-cache");
function store(maxBytes) {
  globalThis[STORE] ??= new BoundedStore(maxBytes > 0 ? maxBytes : DEFAULT_MAX_BYTES);
  return globalThis[STORE];
}

/** A page's or route's tags are in its `x-next-cache-tags` header; a fetch entry's come with the read. */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === "string" && header) return header.split(",");
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

function byteSize(value) {
  let size = 1024;
  for (const part of [value.html, value.rscData, value.body, value.data?.body]) {
    if (typeof part === "string" || Buffer.isBuffer(part)) size += Buffer.byteLength(part);
  }
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) size += segment.length;
  return size;
}

module.exports = class PageCacheHandler {
  constructor(options = {}) {
    this.store = store(options.maxMemoryCacheSize);
  }

  async get(key, ctx) {
    await sharedTags.refresh();
    const entry = this.store.get(key);
    if (!entry) return null;
    // Stale or expired, the page is rendered again before it is served: a visitor never gets content
    // from before a change another instance made. Nor past the end of a cached list it was made from
    // (a scheduled record due, ./shared-tags.cjs endAt), however late the page itself was made.
    const tags = tagsOf(entry.value, ctx);
    if (
      sharedTags.isExpired(tags, entry.lastModified) ||
      sharedTags.isStale(tags, entry.lastModified) ||
      sharedTags.endedSince(tags, entry.lastModified)
    ) {
      this.store.delete(key);
      return null;
    }
    // Past its lifetime it is a miss, rendered before the answer: Next would serve it once more and render
    // in the background, so the first visitor after a scheduled post's time (decision 206) got the old list.
    const revalidate = entry.cacheControl?.revalidate;
    if (typeof revalidate === "number" && entry.lastModified + revalidate * 1000 <= Date.now()) {
      this.store.delete(key);
      return null;
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (!data) return this.store.delete(key);
    if ((data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404) return;
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl };
    this.store.set(key, entry, byteSize(data));
  }

  async revalidateTag(tags, durations) {
    await sharedTags.invalidate(typeof tags === "string" ? [tags] : [...tags], durations);
  }

  resetRequestCache() {}
};

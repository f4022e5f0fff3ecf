// The store of 'use cache' entries (Next's `cacheHandlers.default`, its documented interface; decision
// 708): Next's own default is the same bounded in-memory store, but it keeps tag invalidations to its own
// process. This one reads and writes them through ./shared-tags.cjs, so a post published on one instance
// ends the cached list on every instance (decision 703).
const BoundedStore = require("./bounded-store.cjs");
const sharedTags = require("./shared-tags.cjs");

const MAX_BYTES = 50 * 1024 * 1024;
const entries = new BoundedStore(MAX_BYTES);
const pendingSets = new Map();

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

module.exports = {
  async get(cacheKey) {
    await pendingSets.get(cacheKey);
    const entry = entries.get(cacheKey);
    if (!entry) return undefined;
    // Next checks the entry's own lifetime (`expire`, `revalidate`); the tags are ours to check.
    if (sharedTags.isExpired(entry.tags, entry.timestamp)) {
      entries.delete(cacheKey);
      return undefined;
    }
    const revalidate = sharedTags.isStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
    return { ...entry, revalidate, value: streamOf(entry.value) };
  },

  async set(cacheKey, pendingEntry) {
    let done;
    pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
    try {
      const entry = await pendingEntry;
      const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
      entries.set(cacheKey, { ...entry, value }, value.byteLength + 256);
      // An entry that ends at a set moment (expire equal to revalidate, as lib/data/publication's keepUntil
      // asks) ends the pages made from it at that moment too.
      if (entry.expire === entry.revalidate && entry.revalidate > 0) {
        sharedTags.endAt(entry.tags ?? [], entry.timestamp + entry.revalidate * 1000);
      }
    } catch {
      // An entry whose value failed part-way is not kept: the next read makes it again.
      entries.delete(cacheKey);
    } finally {
      pendingSets.delete(cacheKey);
      done();
    }
  },

  async refreshTags() {
    await sharedTags.refresh();
  },

  async getExpiration(tags) {
    return sharedTags.expiration(tags);
  },

  async updateTags(tags, durations) {
    await sharedTags.invalidate(tags, durations);
  },
};

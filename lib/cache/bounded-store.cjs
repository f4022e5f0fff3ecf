// An in-memory store with a size bound: the least recently read entries go first once the bytes kept pass
// `maxBytes`. Both cache handlers keep their entries in one (decision 708), so nothing a client asks for
// can grow a cache without limit (decision 012).

module.exports = class BoundedStore {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** key -> { entry, size }; Map order is the recency order (oldest first). */
    this.entries = new Map();
  }

  get(key) {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    this.entries.delete(key);
    this.entries.set(key, slot);
    return slot.entry;
  }

  set(key, entry, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, slot] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= slot.size;
    }
  }

  delete(key) {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.bytes -= slot.size;
  }

  get size() {
    return this.entries.size;
  }
};

// Next's own file-system cache, except that a 404 render is never stored: otherwise every unknown
// /blog/{slug} or /dynamics/{id} an anonymous client asks for is kept on disk forever
// (vercel/next.js#73101; decision 012). It extends an internal module, so e2e/cache-bounds.spec.ts
// checks it on every run.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;

module.exports = class IsrCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404) return;
    return super.set(key, data, ctx);
  }
};

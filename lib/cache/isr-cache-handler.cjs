// Next's own file-system cache (pages and `unstable_cache` data stay on each instance's disk), with two
// changes:
// - A 404 render is never stored: otherwise every unknown /blog/{slug} or /dynamics/{id} an anonymous
//   client asks for is kept on disk forever (vercel/next.js#73101; decision 012).
// - Tag revalidations are shared through the database (decision 703): `revalidateTag` on any instance
//   also writes the tag to "CacheTagRevalidation", and every instance reads that table (one small query,
//   at most about once a second, never waiting on it for more than a moment) into Next's in-process tags
//   manifest before it answers from its cache. So a post published on one instance is on every
//   instance's public pages at their next request. Without DATABASE_URL (the demo), during `next build`,
//   or while the database does not answer, each instance keeps its own tags, as Next alone does.
// It extends internal modules, so e2e/cache-bounds.spec.ts and tests/load/two-instances.test.ts check it.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external");

/** How often an instance reads the shared table, and how long after a failure it tries again. */
const REFRESH_MS = 1000;
const RETRY_AFTER_FAILURE_MS = 5000;
/** The longest a cache read waits for a due refresh; past it, it answers from what it already knows. */
const READ_WAIT_MS = 250;
const TABLE = '"CacheTagRevalidation"';

const log = (line) => console.warn(`[cache] ${line}`);

// One state per process, whichever module context loads this file (a static page is served by many
// short-lived handler objects: Next makes one per request).
const STATE = Symbol.for("paisapilot.shared-cache-tags");
function shared() {
  if (globalThis[STATE]) return globalThis[STATE];
  const url = process.env.DATABASE_URL;
  const state = {
    enabled: Boolean(url) && process.env.NEXT_PHASE !== "phase-production-build",
    url,
    pool: null,
    /** tag -> staleAt (ms) last seen in the table, to notice rows that changed. */
    seen: new Map(),
    loaded: false,
    nextRefresh: 0,
    refreshing: null,
    failing: false,
  };
  globalThis[STATE] = state;
  return state;
}

function pool(state) {
  if (state.pool) return state.pool;
  const { Pool } = require("pg");
  state.pool = new Pool({
    connectionString: state.url,
    max: 2,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    // Client-side only: a `statement_timeout` startup parameter is refused by some poolers (PgBouncer).
    query_timeout: 3000,
    allowExitOnIdle: true,
    application_name: "isr-cache-tags",
  });
  // An idle connection the server closes (restart, failover) must not crash the process.
  state.pool.on("error", () => {});
  return state.pool;
}

function failed(state, error) {
  state.nextRefresh = Date.now() + RETRY_AFTER_FAILURE_MS;
  if (!state.failing) {
    state.failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    log(`shared revalidation unavailable (${reason}): this instance uses its own cache tags until it answers`);
  }
}

function recovered(state) {
  if (state.failing) {
    state.failing = false;
    log("shared revalidation available again");
  }
}

/**
 * Rows newer than this instance knew become entries of Next's tags manifest. An entry this instance stored
 * after the row was written but before it read it may have been rendered from data cached before the
 * change, so a row learned late counts from the moment it was learned (which also absorbs a clock behind
 * the database's). The first read, at start, takes the rows as they are.
 */
function apply(state, rows) {
  const now = Date.now();
  for (const row of rows) {
    const staleAt = new Date(row.staleAt).getTime();
    const known = state.seen.get(row.tag);
    if (known !== undefined && known >= staleAt) continue;
    state.seen.set(row.tag, staleAt);
    const shift = state.loaded ? Math.max(0, now - staleAt) : 0;
    const entry = { ...(tagsManifest.get(row.tag) || {}) };
    if (!(typeof entry.stale === "number" && entry.stale >= staleAt + shift)) entry.stale = staleAt + shift;
    if (row.expiredAt !== null && row.expiredAt !== undefined) {
      entry.expired = new Date(row.expiredAt).getTime() + shift;
    }
    tagsManifest.set(row.tag, entry);
  }
  state.loaded = true;
}

async function refresh(state) {
  state.nextRefresh = Date.now() + REFRESH_MS;
  try {
    const { rows } = await pool(state).query(`SELECT tag, "staleAt", "expiredAt" FROM ${TABLE}`);
    apply(state, rows);
    recovered(state);
  } catch (error) {
    failed(state, error);
  }
}

/** Brings the tags manifest up to date when a refresh is due; waits at most READ_WAIT_MS for it. */
async function sync() {
  const state = shared();
  if (!state.enabled || Date.now() < state.nextRefresh) return;
  if (!state.refreshing) state.refreshing = refresh(state).finally(() => (state.refreshing = null));
  let timer;
  await Promise.race([
    state.refreshing,
    new Promise((resolve) => {
      timer = setTimeout(resolve, READ_WAIT_MS);
      timer.unref?.();
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Records revalidated tags for the other instances, timed by the database's clock: stale from now, and
 * expired after `durations.expire` seconds (no durations: at once, as Next treats it).
 */
async function publish(tags, durations) {
  const state = shared();
  if (!state.enabled || tags.length === 0) return;
  const expire = durations ? (durations.expire ?? null) : 0;
  try {
    const { rows } = await pool(state).query(
      `INSERT INTO ${TABLE} (tag, "staleAt", "expiredAt")
       SELECT t, clock_timestamp(), clock_timestamp() + make_interval(secs => $2::float8)
       FROM unnest($1::text[]) AS t
       ON CONFLICT (tag) DO UPDATE SET "staleAt" = EXCLUDED."staleAt",
         "expiredAt" = COALESCE(EXCLUDED."expiredAt", ${TABLE}."expiredAt")
       RETURNING tag, "staleAt"`,
      [tags, expire],
    );
    // This instance already applied them (super.revalidateTag); do not apply them again when read back.
    for (const row of rows) {
      const staleAt = new Date(row.staleAt).getTime();
      if ((state.seen.get(row.tag) ?? -Infinity) < staleAt) state.seen.set(row.tag, staleAt);
    }
    recovered(state);
  } catch (error) {
    failed(state, error);
  }
}

module.exports = class IsrCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    await sync();
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    if (data && (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404) return;
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await publish(typeof tags === "string" ? [tags] : [...tags], durations);
  }
};

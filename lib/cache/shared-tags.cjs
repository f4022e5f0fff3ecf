// Tag invalidations shared by every instance through the database they already share (decisions 703, 708).
// Both cache handlers (./page-cache-handler.cjs for pages, ./data-cache-handler.cjs for 'use cache') read
// one state per process: when a tag went stale and when it expired. A revalidation on any instance is
// written to "CacheTagRevalidation"; every instance reads that table (one small query, at most about once
// a second, never waiting on it for more than a moment) before it answers from its caches. Without
// DATABASE_URL (the demo), during `next build`, or while the database does not answer, an instance keeps
// its own tags only, as Next alone does. No Next internals: the handlers call this through Next's
// documented cache-handler interfaces.

/** How often an instance reads the shared table, and how long after a failure it tries again. */
const REFRESH_MS = 1000;
const RETRY_AFTER_FAILURE_MS = 5000;
/** The longest a cache read waits for a due refresh; past it, it answers from what it already knows. */
const READ_WAIT_MS = 250;
const TABLE = '"CacheTagRevalidation"';

const log = (line) => console.warn(`[cache] ${line}`);

// One state per process, whichever module context loads this file (Next loads each handler on its own).
const STATE = Symbol.for("paisapilot.shared-cache-tags");
function shared() {
  if (globalThis[STATE]) return globalThis[STATE];
  const url = process.env.DATABASE_URL;
  const state = {
    enabled: Boolean(url) && process.env.NEXT_PHASE !== "phase-production-build",
    url,
    pool: null,
    /** tag -> { stale?: ms, expired?: ms }: what this instance knows, its own revalidations included. */
    tags: new Map(),
    /** tag -> moments (ms) at which a 'use cache' entry under it ends by its own lifetime (see `endAt`). */
    ends: new Map(),
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
    application_name: "cache-tags",
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
 * Rows newer than this instance knew become local tag state. An entry this instance stored after the row
 * was written but before it read it may have been rendered from data cached before the change, so a row
 * learned late counts from the moment it was learned (which also absorbs a clock behind the database's).
 * The first read, at start, takes the rows as they are.
 */
function apply(state, rows) {
  const now = Date.now();
  for (const row of rows) {
    const staleAt = new Date(row.staleAt).getTime();
    const known = state.seen.get(row.tag);
    if (known !== undefined && known >= staleAt) continue;
    state.seen.set(row.tag, staleAt);
    const shift = state.loaded ? Math.max(0, now - staleAt) : 0;
    const entry = { ...(state.tags.get(row.tag) || {}) };
    if (!(typeof entry.stale === "number" && entry.stale >= staleAt + shift)) entry.stale = staleAt + shift;
    if (row.expiredAt !== null && row.expiredAt !== undefined) {
      entry.expired = new Date(row.expiredAt).getTime() + shift;
    }
    state.tags.set(row.tag, entry);
  }
  state.loaded = true;
}

async function refreshNow(state) {
  state.nextRefresh = Date.now() + REFRESH_MS;
  try {
    const { rows } = await pool(state).query(`SELECT tag, "staleAt", "expiredAt" FROM ${TABLE}`);
    apply(state, rows);
    recovered(state);
  } catch (error) {
    failed(state, error);
  }
}

/** Brings the tag state up to date when a refresh is due; waits at most READ_WAIT_MS for it; never throws. */
async function refresh() {
  const state = shared();
  if (!state.enabled || Date.now() < state.nextRefresh) return;
  if (!state.refreshing) state.refreshing = refreshNow(state).finally(() => (state.refreshing = null));
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
 * Records revalidated tags here and for the other instances, timed by the database's clock: stale from
 * now, and expired after `durations.expire` seconds (no durations: at once, as `updateTag` asks).
 */
async function invalidate(tags, durations) {
  const state = shared();
  const now = Date.now();
  for (const tag of tags) {
    const entry = { ...(state.tags.get(tag) || {}) };
    entry.stale = now;
    if (!durations) entry.expired = now;
    else if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000;
    state.tags.set(tag, entry);
  }
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
    // This instance already applied them; do not apply them again when read back.
    for (const row of rows) {
      const staleAt = new Date(row.staleAt).getTime();
      if ((state.seen.get(row.tag) ?? -Infinity) < staleAt) state.seen.set(row.tag, staleAt);
    }
    recovered(state);
  } catch (error) {
    failed(state, error);
  }
}

/** Whether a tag expired after `timestamp` (an entry made then must not be served). */
function isExpired(tags, timestamp) {
  const { tags: known } = shared();
  const now = Date.now();
  return tags.some((tag) => {
    const expired = known.get(tag)?.expired;
    return typeof expired === "number" && expired <= now && expired > timestamp;
  });
}

/** Whether a tag went stale after `timestamp` (an entry made then may be served while it is made again). */
function isStale(tags, timestamp) {
  const { tags: known } = shared();
  return tags.some((tag) => (known.get(tag)?.stale ?? 0) > timestamp);
}

/** The latest expiry among `tags` that has taken effect, or 0 (the `getExpiration` of 'use cache' handlers). */
function expiration(tags) {
  const { tags: known } = shared();
  const now = Date.now();
  let latest = 0;
  for (const tag of tags) {
    const expired = known.get(tag)?.expired;
    if (typeof expired === "number" && expired <= now && expired > latest) latest = expired;
  }
  return latest;
}

/** How long a moment is remembered after it passed: a page made before it and unread since is still missed. */
const END_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A 'use cache' entry under `tags` ends at `at` (its own lifetime: a list kept until the next scheduled
 * record is due, decision 206). Next gives a page made from that entry the entry's whole lifetime from the
 * page's own making, so a page made later from the same entry (the detail page made it first) would outlive
 * the moment (console review m2); `endedSince` lets the page handler end it then. This process only: the
 * entries, and the pages made from them, are this process's own.
 */
function endAt(tags, at) {
  const { ends } = shared();
  const forgetBefore = Date.now() - END_MEMORY_MS;
  for (const tag of tags) {
    const moments = ends.get(tag) ?? new Set();
    for (const moment of moments) if (moment < forgetBefore) moments.delete(moment);
    moments.add(at);
    ends.set(tag, moments);
  }
}

/** Whether an entry of `tags` ended by its own lifetime after `timestamp`, by now. */
function endedSince(tags, timestamp) {
  const { ends } = shared();
  const now = Date.now();
  return tags.some((tag) => [...(ends.get(tag) ?? [])].some((at) => at > timestamp && at <= now));
}

module.exports = { refresh, invalidate, isExpired, isStale, expiration, endAt, endedSince };

// The app section's runs of simulated users (scripts/bench/app.ts): events on one coupon against events
// spread over 1,000; 50 and 500 app users against one instance, two behind nginx and the floor; 500 through
// a kill and a Redis restart. After every run against the app, the queue is drained and what was stored
// is reconciled with what was sent.
import type pg from "pg";
import type { OwnRedis } from "../lib/redis-server";
import { drainQueue, HOT, spreadId, SPREAD, storedCounts } from "./app-fixture";
import { EVENT_MIX, type Played, type PlayOptions, playUsers, type Tally, USER_MIX } from "./app-users";
import { percentile, type Result } from "./measure";
import { ROUNDS } from "./nginx";
import type { Instance } from "./production";

/** A simulated users' run: long enough for its users to arrive and settle. */
const USER_SECONDS = 20;
/** An app user reads, then looks at what it read for a while. */
const USER_THINK_MS: [number, number] = [500, 1_500];
/**
 * The events-only runs, each event from a new visitor: first as fast as the users can (what the instances
 * carry: req/s), then paced below that (what one event waits: p99). A p99 taken while requests queue
 * behind each other measures the queue, whichever coupon the events are about, so latencies are compared
 * at a load the instances keep up with.
 */
const EVENT_USERS = 50;
const EVENT_THINK_MS: [number, number] = [0, 100];
const EVENT_PACED_THINK_MS: [number, number] = [250, 550];
const EVENT_SECONDS = 10;
/**
 * The paced comparison: five rounds of 20 s, each switching every 2.5 s between events all on one coupon
 * and events spread over 1,000, so both sides share the same seconds of the same machine; each side's p99
 * is the median of its rounds' p99s, as the feed rows take the median of their rounds (decision 712).
 */
const PACED_ROUNDS = 5;
const PACED_SEGMENT_MS = 2_500;

/**
 * How the slowest events (at or above `p99`) fall in time: sent within one 250 ms window of each other,
 * they met one stall of the machine together; spread over the round, each was slow on its own.
 */
function slowestBurst(at: number[], latency: number[], p99: number): string {
  const slow = at.filter((_, i) => (latency[i] ?? 0) >= p99);
  const windows = new Map<number, number>();
  for (const sent of slow) windows.set(Math.floor(sent / 250), (windows.get(Math.floor(sent / 250)) ?? 0) + 1);
  return `${slow.length} at or above it, ${Math.max(0, ...windows.values())} in one 250 ms window`;
}

/** What the section is doing, on the console: a run of it takes minutes. */
export const progress = (line: string) => console.log(`[bench] app: ${line}`);

type Add = (name: string, value: number, unit: string, goal?: { target?: number; min?: number }) => void;

/** What one run against the app sent, and what the database counted for it once the queue was empty. */
type Counted = { played: Played; emptied: boolean; views: number; clicks: number; claims: number; miscounted: number };

/** Reconciliation rows over one or more runs: claims exact, views and clicks deduplicated, none lost. */
function reconcileRows(add: Add, name: string, runs: Counted[]) {
  const sum = (pick: (run: Counted) => number) => runs.reduce((n, run) => n + pick(run), 0);
  const range = (tally: (run: Counted) => Tally) => ({
    min: sum((run) => tally(run).acked.size),
    target: sum((run) => tally(run).tried.size),
  });
  const sent = (run: Counted) => run.played.sent;
  add(`${name}: queue emptied after the run (1 = yes)`, runs.every((r) => r.emptied) ? 1 : 0, "", { min: 1 });
  add(
    `${name}: views counted (acknowledged to distinct tried)`,
    sum((r) => r.views),
    "",
    range((r) => sent(r).views),
  );
  add(
    `${name}: clicks counted (acknowledged to distinct tried)`,
    sum((r) => r.clicks),
    "",
    range((r) => sent(r).clicks),
  );
  add(
    `${name}: claims stored (acknowledged to tried)`,
    sum((r) => r.claims),
    "",
    range((r) => sent(r).claims),
  );
  add(`${name}: coupons whose claim count is not their claims`, Math.max(...runs.map((r) => r.miscounted)), "", {
    target: 0,
  });
}

function playRows(add: Add, name: string, played: Played, seconds: number, { errorsGoal = true } = {}) {
  const p99 = (xs: number[]) => percentile(xs, 99);
  add(`${name}: requests/s`, played.requests / seconds, "req/s");
  add(`${name}: feed p99`, p99(played.latency.feed), "ms");
  add(`${name}: offer p99`, p99(played.latency.offer), "ms");
  add(`${name}: events p99 (views, clicks, claims)`, p99(played.latency.event), "ms");
  const errors = [...played.errors.values()].reduce((n, c) => n + c, 0);
  if (errors) console.warn(`[bench] ${name}: ${[...played.errors].map(([k, n]) => `${n} x ${k}`).join(", ")}`);
  add(`${name}: failed or unexpected answers`, errors, "", errorsGoal ? { target: 0 } : {});
}

export async function benchAppUsers(setup: {
  section: string;
  a: Instance;
  b: Instance;
  floorPort: number;
  nginxPort: number | null;
  redis: OwnRedis | null;
  sql: pg.Pool;
  cronSecret: string;
  appKeys: string[];
}): Promise<Result[]> {
  const { section, a, b, floorPort, nginxPort, redis, sql, appKeys } = setup;
  const results: Result[] = [];
  const add: Add = (name, value, unit, goal = {}) => results.push({ section, name, value, unit, ...goal });
  const queue = { appUrl: a.url, cronSecret: setup.cronSecret, sql, redisUrl: redis?.url ?? null };
  let run = 0;
  const play = (options: Omit<PlayOptions, "run" | "appKeys">) => playUsers({ ...options, run: run++, appKeys });
  const counted = async (options: Omit<PlayOptions, "run" | "appKeys">, during?: () => Promise<void>) => {
    await drainQueue(queue);
    const before = await storedCounts(sql);
    const [played] = await Promise.all([play(options), during?.()]);
    const emptied = await drainQueue(queue);
    const after = await storedCounts(sql);
    return {
      played,
      emptied,
      views: after.views - before.views,
      clicks: after.clicks - before.clicks,
      claims: after.claims - before.claims,
      miscounted: after.miscounted,
    };
  };
  const spread = () => spreadId(Math.floor(Math.random() * SPREAD));

  progress("filling both instances' caches with every offer and its tracking link");
  // Both instances' caches hold every offer and its tracking link, as a day's traffic leaves them.
  const offers = [HOT, ...Array.from({ length: SPREAD }, (_, i) => spreadId(i))];
  for (const instance of [a, b])
    for (let i = 0; i < offers.length; i += 25)
      await Promise.all(
        offers
          .slice(i, i + 25)
          .flatMap((id) => [
            fetch(`${instance.url}/api/v1/offers/${id}`).then((r) => r.arrayBuffer()),
            fetch(`${instance.url}/go/${id}`, { redirect: "manual" }).then((r) => r.arrayBuffer()),
          ]),
      );

  // Events on one coupon against spread over 1,000, each from a new visitor, to both instances.
  const either = () => (Math.random() < 0.5 ? a.port : b.port);
  const many = `spread over ${SPREAD.toLocaleString("en")} coupons`;
  const mix = "views 67%, clicks 27%, claims 7%";
  const apart = (x: number, y: number) => Math.max(x, y) / Math.min(x, y);
  const eventsP99 = (runs: Counted[]) =>
    percentile(
      runs.flatMap((r) => r.played.latency.event),
      99,
    );

  // Flat out: one run on one coupon, then one spread, per round (what the instances carry; decision 710).
  const fastEvents = { users: EVENT_USERS, seconds: EVENT_SECONDS, thinkMs: EVENT_THINK_MS, mix: EVENT_MIX };
  const fast = { hot: [] as Counted[], spreadOut: [] as Counted[] };
  for (let i = 0; i < ROUNDS; i++) {
    progress(`events as fast as they can on one coupon, then over ${SPREAD}, round ${i + 1} of ${ROUNDS}`);
    fast.hot.push(await counted({ ...fastEvents, port: either, coupon: () => HOT, freshVisitors: true }));
    fast.spreadOut.push(await counted({ ...fastEvents, port: either, coupon: spread, freshVisitors: true }));
  }
  const rate = (runs: Counted[]) => runs.reduce((n, r) => n + r.played.requests, 0) / (runs.length * EVENT_SECONDS);
  const fastName = `events (${mix}), ${EVENT_USERS} users as fast as they can, each event a new visitor`;
  add(`${fastName}: all on one coupon, req/s`, rate(fast.hot), "req/s");
  add(`${fastName}: ${many}, req/s`, rate(fast.spreadOut), "req/s");
  add(`${fastName}: req/s apart (the higher / the lower)`, apart(rate(fast.hot), rate(fast.spreadOut)), "x", {
    target: 1.5,
  });
  add(`${fastName}: all on one coupon, p99 (queued)`, eventsP99(fast.hot), "ms");
  add(`${fastName}: ${many}, p99 (queued)`, eventsP99(fast.spreadOut), "ms");
  reconcileRows(add, `events on one coupon, ${ROUNDS} runs`, fast.hot);
  reconcileRows(add, `events ${many}, ${ROUNDS} runs`, fast.spreadOut);

  // Paced: each round switches between the two every PACED_SEGMENT_MS (decision 712).
  const pacedSeconds = 2 * EVENT_SECONDS;
  const paced: Counted[] = [];
  /** Each round's events of one side: their latencies and when they were sent. */
  const side = (run: Counted, hot: boolean) => {
    const { latency, eventSentAt, eventCoupon } = run.played;
    const mine = (i: number) => (eventCoupon[i] === HOT) === hot;
    return {
      latency: latency.event.filter((_, i) => mine(i)),
      at: eventSentAt.filter((_, i) => mine(i)),
    };
  };
  for (let i = 0; i < PACED_ROUNDS; i++) {
    progress(`events paced, one coupon and ${SPREAD} switching every ${PACED_SEGMENT_MS} ms, round ${i + 1}`);
    let start: number | undefined;
    const coupon = () => {
      start ??= performance.now();
      // The side a round starts with alternates, so the users' arrival does not always meet the same side.
      return (Math.floor((performance.now() - start) / PACED_SEGMENT_MS) + i) % 2 === 0 ? HOT : spread();
    };
    const run = await counted({
      users: EVENT_USERS,
      seconds: pacedSeconds,
      thinkMs: EVENT_PACED_THINK_MS,
      mix: EVENT_MIX,
      port: either,
      coupon,
      freshVisitors: true,
    });
    paced.push(run);
    const line = (hot: boolean) => {
      const { latency, at } = side(run, hot);
      const p99 = percentile(latency, 99);
      return `${p99.toFixed(1)} ms (${slowestBurst(at, latency, p99)})`;
    };
    progress(`  round ${i + 1}: p99 ${line(true)} on one coupon, ${line(false)} over ${SPREAD}`);
  }
  const medianP99 = (hot: boolean) =>
    percentile(
      paced.map((run) => percentile(side(run, hot).latency, 99)),
      50,
    );
  const sideRate = (hot: boolean) =>
    paced.reduce((n, run) => n + side(run, hot).latency.length, 0) / (PACED_ROUNDS * EVENT_SECONDS);
  const [least, most] = EVENT_PACED_THINK_MS;
  const pacedName = `events (${mix}), ${EVENT_USERS} users pausing ${least}-${most} ms, each event a new visitor, one coupon and ${SPREAD.toLocaleString("en")} switching every ${PACED_SEGMENT_MS / 1000} s`;
  const each = `median of ${PACED_ROUNDS} rounds' p99s`;
  add(`${pacedName}: all on one coupon, req/s`, sideRate(true), "req/s");
  add(`${pacedName}: ${many}, req/s`, sideRate(false), "req/s");
  add(`${pacedName}: all on one coupon, p99 (${each})`, medianP99(true), "ms");
  add(`${pacedName}: ${many}, p99 (${each})`, medianP99(false), "ms");
  add(`${pacedName}: p99s apart (the higher / the lower)`, apart(medianP99(true), medianP99(false)), "x", {
    target: 1.5,
  });
  reconcileRows(
    add,
    `paced events, one coupon and ${SPREAD.toLocaleString("en")} switching, ${PACED_ROUNDS} runs`,
    paced,
  );

  // Simulated app users: one instance, two behind nginx, the floor.
  const users = { seconds: USER_SECONDS, thinkMs: USER_THINK_MS, mix: USER_MIX, coupon: spread };
  const targets: [string, number][] = [
    ["one instance", a.port],
    ...(nginxPort === null ? [] : ([["two instances behind nginx", nginxPort]] as [string, number][])),
  ];
  for (const count of [50, 500]) {
    for (const [where, port] of targets) {
      const name = `${count} app users, ${where}`;
      progress(name);
      const outcome = await counted({ ...users, users: count, port: () => port });
      playRows(add, name, outcome.played, USER_SECONDS);
      reconcileRows(add, name, [outcome]);
    }
    playRows(
      add,
      `${count} app users, floor (node:http + pg)`,
      await play({ ...users, users: count, port: () => floorPort }),
      USER_SECONDS,
    );
  }

  // One instance killed and Redis restarted mid-load: nothing acknowledged lost, nothing counted twice.
  let bAlive = true;
  const where = nginxPort === null ? "two instances" : "two instances behind nginx";
  const name = `500 app users, ${where}, one killed${redis ? " and Redis restarted" : ""} mid-run`;
  const port = () => nginxPort ?? (bAlive && Math.random() < 0.5 ? b.port : a.port);
  const faults = async () => {
    const at = (share: number) => new Promise((r) => setTimeout(r, USER_SECONDS * 1000 * share));
    await at(0.3);
    bAlive = false;
    await b.kill();
    if (!redis) return;
    await at(0.2);
    await redis.kill();
    await at(0.1);
    await redis.start();
  };
  progress(name);
  const killed = await counted({ ...users, users: 500, port }, faults);
  playRows(add, name, killed.played, USER_SECONDS, { errorsGoal: false });
  reconcileRows(add, name, [killed]);
  return results;
}

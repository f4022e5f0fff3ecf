import "server-only";
import os from "node:os";
import type { Redis } from "ioredis";
import { getEnv } from "@/lib/env";
import type { CouponSignal, EventType } from "@/lib/data/coupon-events";
import { readyRedis } from "@/lib/redis";

// The Redis side of the event queue (decision 551): a stream that every instance appends to and a
// consumer group that every instance drains from. An entry leaves the group's pending list (XACK) only
// after its batch was counted in PostgreSQL; an instance that dies holding entries leaves them pending,
// and the next drain anywhere takes them over once they have been idle for EVENT_CLAIM_IDLE_SECONDS. Counting a batch
// twice counts it once (lib/data/coupon-events.ts), so a lost XACK costs nothing.

export const EVENT_STREAM = "coupon-events";
const GROUP = "counters";
const consumer = `${os.hostname()}-${process.pid}`;

let durability: Promise<boolean> | undefined;
let watched: Redis | undefined;

/**
 * Redis keeps an acknowledged event through its own restart only with an append-only file; without one
 * (the usual cache set-up) the queue stays in PostgreSQL. EVENT_QUEUE=redis skips the check for a managed
 * Redis that refuses CONFIG but is known to persist.
 */
async function keepsData(redis: Redis): Promise<boolean> {
  if (getEnv().EVENT_QUEUE === "redis") return true;
  try {
    const [, appendonly] = (await redis.config("GET", "appendonly")) as string[];
    if (appendonly === "yes") return true;
    console.warn("[events] Redis keeps no append-only file: views, clicks and claims are queued in PostgreSQL");
  } catch (error) {
    console.warn(`[events] Redis refused CONFIG GET (${(error as Error).message}): events are queued in PostgreSQL`);
  }
  return false;
}

/** The Redis to queue events in, or null for the PostgreSQL inbox (unset, not durable, or away now). */
export async function eventStream(): Promise<Redis | null> {
  if (getEnv().EVENT_QUEUE === "postgres" || !getEnv().REDIS_URL) return null;
  const redis = await readyRedis();
  if (!redis) return null;
  // Checked again whenever the connection is made again: the Redis that comes back may be another one, or
  // the same one started without its append-only file.
  if (watched !== redis) {
    watched = redis;
    redis.on("ready", () => (durability = undefined));
  }
  durability ??= keepsData(redis);
  const durable = await durability;
  if (!durable) return null;
  return redis;
}

/** Appends the events as one transaction: all of them or none (the caller then uses the inbox). */
export async function appendToStream(redis: Redis, events: CouponSignal[]): Promise<void> {
  const multi = redis.multi();
  for (const e of events)
    multi.xadd(
      EVENT_STREAM,
      "*",
      "t",
      e.type,
      "c",
      e.couponId,
      "v",
      e.visitor,
      "d",
      e.day,
      "a",
      String(e.at.getTime()),
    );
  const results = await multi.exec();
  const failed = results?.find(([error]) => error);
  if (!results || failed) throw failed?.[0] ?? new Error("the Redis transaction was discarded");
}

type Entry = [id: string, fields: string[]];

function toSignal([, fields]: Entry): CouponSignal | null {
  const value: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) value[fields[i]!] = fields[i + 1]!;
  const type = value.t as EventType;
  if (!["VIEW", "CLICK", "CLAIM"].includes(type) || !value.c || !value.d) return null;
  return { type, couponId: value.c, visitor: value.v ?? "", day: value.d, at: new Date(Number(value.a) || Date.now()) };
}

async function ensureGroup(redis: Redis): Promise<void> {
  try {
    await redis.xgroup("CREATE", EVENT_STREAM, GROUP, "0", "MKSTREAM");
  } catch (error) {
    if (!String((error as Error).message).includes("BUSYGROUP")) throw error;
  }
}

/**
 * Counts up to `limit` entries: first any another consumer left pending too long, else new ones. Returns
 * how many were taken. `count` must commit before this acknowledges and deletes the entries.
 */
export async function drainStream(
  redis: Redis,
  limit: number,
  count: (events: CouponSignal[]) => Promise<void>,
  { claimIdleMs = getEnv().EVENT_CLAIM_IDLE_SECONDS * 1000 }: { claimIdleMs?: number } = {},
): Promise<number> {
  await ensureGroup(redis);
  const [, stale] = (await redis.xautoclaim(EVENT_STREAM, GROUP, consumer, claimIdleMs, "0-0", "COUNT", limit)) as [
    string,
    Entry[],
  ];
  let entries = stale.filter(Boolean);
  if (!entries.length) {
    const read = (await redis.xreadgroup("GROUP", GROUP, consumer, "COUNT", limit, "STREAMS", EVENT_STREAM, ">")) as
      [string, Entry[]][] | null;
    entries = read?.[0]?.[1] ?? [];
  }
  if (!entries.length) return 0;
  await count(entries.map(toSignal).filter((e): e is CouponSignal => e !== null));
  const ids = entries.map(([id]) => id);
  await redis
    .multi()
    .xack(EVENT_STREAM, GROUP, ...ids)
    .xdel(EVENT_STREAM, ...ids)
    .exec();
  return entries.length;
}

/** Entries not yet counted: new ones plus those read and not acknowledged (bench and tests). */
export async function streamBacklog(redis: Redis): Promise<number> {
  await ensureGroup(redis);
  return redis.xlen(EVENT_STREAM);
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisServerInstalled, startOwnRedis, type OwnRedis } from "../../scripts/lib/redis-server";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";

// The Redis side of the event queue (decision 551), on a Redis of this file's own with an append-only
// file, killed and started again mid-test. Skipped where redis-server is not installed.

let redis: OwnRedis | null = null;

beforeAll(async () => {
  redis = await startOwnRedis();
  if (!redis) return;
  // Before any app module reads the environment (lib/env.ts reads it once, on first use).
  process.env.REDIS_URL = redis.url;
  process.env.EVENT_QUEUE = "auto";
});

afterAll(async () => {
  const { disconnectRedis } = await import("@/lib/redis");
  await disconnectRedis();
  await redis?.stop();
  delete process.env.REDIS_URL;
  delete process.env.EVENT_QUEUE;
});

const app = async () => ({
  queue: await import("@/lib/events/queue"),
  stream: await import("@/lib/events/redis-stream"),
  events: await import("@/lib/data/coupon-events"),
  redis: await import("@/lib/redis"),
  db: (await import("@/lib/db")).db,
  today: (await import("@/lib/model/calendar-day")).todayInIndia(),
});

const signals = (couponId: string, day: string, n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({
    type: "VIEW" as const,
    couponId,
    visitor: `${prefix}-${i}`,
    day,
    at: new Date(),
  }));

describe.skipIf(!redisServerInstalled())("the Redis event queue, on a redis-server of its own", () => {
  it("queues in the stream when Redis keeps an append-only file, and the drain counts and removes them", async (ctx) => {
    if (!redis) return ctx.skip("redis-server did not start");
    const { queue, stream, events, db, today } = await app();
    const partner = await partnerWithToken("redis-queue");
    const coupon = await insertCoupon(partner.id, today);
    const client = (await stream.eventStream())!;
    expect(client).not.toBeNull();
    const inboxBefore = await events.inboxSize();
    await queue.appendEvents(signals(coupon.id, today, 40, "a"));
    expect(await events.inboxSize()).toBe(inboxBefore);
    await queue.drainEvents();
    expect(await stream.streamBacklog(client)).toBe(0);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).viewCount).toBe(40);
  });

  it("entries an instance took and never acknowledged are counted once by the next drain", async (ctx) => {
    if (!redis) return ctx.skip("redis-server did not start");
    const { queue, stream, db, today } = await app();
    const partner = await partnerWithToken("redis-pending");
    const coupon = await insertCoupon(partner.id, today);
    const client = (await stream.eventStream())!;
    await queue.drainEvents();
    await stream.appendToStream(client, signals(coupon.id, today, 25, "p"));
    // An instance reads the entries and dies before counting them: they stay pending in the group.
    await expect(
      stream.drainStream(client, 100, async () => {
        throw new Error("instance died");
      }),
    ).rejects.toThrow("instance died");
    expect(await stream.streamBacklog(client)).toBe(25);
    // Another drain takes over entries idle longer than the claim time (0 here) and counts them once,
    // even when a batch is counted twice (the counting is idempotent).
    const { countSignals } = await import("@/lib/data/coupon-events");
    let batches = 0;
    await stream.drainStream(
      client,
      100,
      async (events) => {
        batches++;
        await countSignals(events);
        await countSignals(events);
      },
      { claimIdleMs: 0 },
    );
    expect(batches).toBe(1);
    expect(await stream.streamBacklog(client)).toBe(0);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).viewCount).toBe(25);
  });

  it("loses nothing it acknowledged when Redis is killed: queued in PostgreSQL while it is away, reloaded after [security 32]", async (ctx) => {
    if (!redis) return ctx.skip("redis-server did not start");
    const { queue, stream, events, redis: connection, db, today } = await app();
    const partner = await partnerWithToken("redis-restart");
    const coupon = await insertCoupon(partner.id, today);
    await queue.drainEvents();
    const client = (await stream.eventStream())!;
    // Acknowledged by Redis, not yet counted.
    await stream.appendToStream(client, signals(coupon.id, today, 30, "before"));
    await redis.kill();
    // While Redis is away the same call queues in the inbox instead.
    const inboxBefore = await events.inboxSize();
    await queue.appendEvents(signals(coupon.id, today, 20, "during"));
    expect(await events.inboxSize()).toBeGreaterThanOrEqual(inboxBefore);
    await redis.start();
    expect(await connection.readyRedis({ reconnecting: true })).not.toBeNull();
    await queue.drainEvents();
    expect(await stream.streamBacklog((await stream.eventStream())!)).toBe(0);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).viewCount).toBe(50);
  });

  it("stops queueing in a Redis that comes back without its append-only file [security 32]", async (ctx) => {
    if (!redis) return ctx.skip("redis-server did not start");
    const { queue, stream, redis: connection, db, today } = await app();
    const partner = await partnerWithToken("redis-no-aof");
    const coupon = await insertCoupon(partner.id, today);
    await queue.drainEvents();
    expect(await stream.eventStream()).not.toBeNull();
    await redis.kill();
    await redis.start({ appendonly: false });
    const volatile = await connection.readyRedis({ reconnecting: true });
    expect(volatile).not.toBeNull();
    try {
      expect(await stream.eventStream()).toBeNull();
      await queue.appendEvents(signals(coupon.id, today, 12, "no-aof"));
      expect(await volatile!.exists(stream.EVENT_STREAM)).toBe(0);
      await queue.drainEvents();
      expect((await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).viewCount).toBe(12);
    } finally {
      await redis.kill();
      await redis.start();
      await connection.readyRedis({ reconnecting: true });
    }
  });
});

import "server-only";
import { Redis } from "ioredis";
import { getEnv } from "@/lib/env";

// The Redis client, when REDIS_URL is set: created on first use, one per process. Commands fail at once
// while Redis is away (no offline queue, one attempt), so every caller can fall back to PostgreSQL
// instead of holding a request; the client keeps reconnecting in the background.

const globalForRedis = globalThis as unknown as { __redis?: Redis | null };

export function getRedis(): Redis | null {
  if (globalForRedis.__redis !== undefined) return globalForRedis.__redis;
  const url = getEnv().REDIS_URL;
  if (!url) return (globalForRedis.__redis = null);
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let warned = false;
  client.on("error", (error: Error) => {
    if (warned) return;
    warned = true;
    console.warn(`[redis] ${error.message}: falling back to PostgreSQL until it answers`);
  });
  client.on("ready", () => (warned = false));
  return (globalForRedis.__redis = client);
}

/**
 * The client once connected: waits for a first connection (at most its timeout); null while Redis is away,
 * at once unless `reconnecting` asks to wait for the client's next attempt too (tests, scripts).
 */
export async function readyRedis({ reconnecting = false } = {}): Promise<Redis | null> {
  const client = getRedis();
  if (!client || client.status === "ready") return client;
  const waiting = ["connecting", "connect", "wait", ...(reconnecting ? ["reconnecting"] : [])];
  if (!waiting.includes(client.status)) return null;
  const ready = await new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      client.off("ready", onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), reconnecting ? 5_000 : 2_000);
    client.once("ready", onReady);
  });
  return ready ? client : null;
}

/** For tests and scripts: close the connection so the process can exit. */
export async function disconnectRedis(): Promise<void> {
  const client = globalForRedis.__redis;
  globalForRedis.__redis = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}

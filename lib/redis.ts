import "server-only";
import { Redis } from "ioredis";
import { getEnv } from "@/lib/env";

// The one Redis client, when REDIS_URL is set (the limits' store, decision 819; the event queue, decision
// 551): created on first use, one per process. Commands fail at once while Redis is away (no offline
// queue, no retry), so every caller falls back to PostgreSQL instead of holding a request; the client
// keeps reconnecting in the background.

const globalForRedis = globalThis as unknown as { __redis?: Redis | null };

export function getRedis(): Redis | null {
  if (globalForRedis.__redis !== undefined) return globalForRedis.__redis;
  const url = getEnv().REDIS_URL;
  if (!url) return (globalForRedis.__redis = null);
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const host = new URL(url).host;
  let down = false;
  const away = (why: string) => {
    if (down) return;
    down = true;
    console.warn(`[redis] ${host} does not answer (${why}): limits and events use PostgreSQL until it does`);
  };
  client.on("error", (error: Error) => away(error.message));
  client.on("close", () => away("connection closed"));
  client.on("ready", () => {
    if (down) console.warn(`[redis] ${host} answers again`);
    down = false;
  });
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

// The app's side at scale (issue 47, decision 551), `npm run bench -- app`: two production instances on
// PostgreSQL, with a Redis of the bench's own holding the event queue where redis-server is installed,
// beside a node:http + pg floor doing the same reads and writes (scripts/bench/offers-floor.mjs):
//   - the feed: the app's cached answer against the floor's query each time; nginx (deploy/nginx.conf, both
//     instances upstream) serving it from its cache against nginx serving the same bytes as a file;
//   - events from new visitors, all on one coupon against spread over 1,000: their p99s;
//   - 50 and 500 simulated app users against one instance, two behind nginx, and the floor; and 500 through
//     a run where one instance is killed and Redis restarted; after each, the stored counts reconciled
//     with what was sent.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { freePort } from "../db/embedded";
import { applyMigrations } from "../db/migrations";
import { throwawayBuildEnv } from "../lib/build";
import { ROOT } from "../lib/process";
import { startOwnRedis } from "../lib/redis-server";
import { createDatabase } from "./api";
import { seedOffers } from "./app-fixture";
import { benchAppUsers, progress } from "./app-runs";
import { type Load, load, medianLoad, SECONDS, startFloorServer } from "./load";
import { percentile, type Result } from "./measure";
import { benchNginxConf, findNginx, headersToCopy, ROUNDS, staticNginxConf, workersCpuMs } from "./nginx";
import { buildProduction, type Instance, PROD_DIST, startNginx, startProduction, stopChild } from "./production";

const FEED = "/api/v1/offers";
const FEED_CONNECTIONS = 50;
export async function benchApp({ build }: { build: boolean }): Promise<{ results: Result[]; note?: string }> {
  const database = await createDatabase();
  const floorDatabase = await createDatabase();
  const redis = await startOwnRedis();
  const nginx = findNginx();
  const queue = redis ? "events queued in Redis (append-only file)" : "no redis-server: events queued in PostgreSQL";
  const section = `App path: app users, the feed and events (npm run start:prod, ${database.kind}, ${queue})`;
  const results: Result[] = [];
  const add = (name: string, value: number, unit: string, goal: { target?: number; min?: number } = {}) =>
    results.push({ section, name, value, unit, ...goal });
  const dir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-bench-app-"));
  chmodSync(dir, 0o755); // nginx's workers (not root) write the cache under it
  const cronSecret = randomBytes(32).toString("base64url");
  // Several keys, as an app's builds carry (their budgets: lib/limits/rules.ts, per instance).
  const appKeys = Array.from({ length: 4 }, () => randomBytes(24).toString("base64url"));
  const env: NodeJS.ProcessEnv = {
    ...throwawayBuildEnv(database.url, PROD_DIST),
    TRUSTED_PROXY_COUNT: "1",
    DATA_DIR: dir,
    APP_API_KEYS: appKeys.join(","),
    CRON_SECRET: cronSecret,
    EVENT_CLAIM_IDLE_SECONDS: "5",
    ...(redis ? { REDIS_URL: redis.url } : {}),
  };
  const sql = new pg.Pool({ connectionString: database.url, max: 4 });
  const floorSql = new pg.Pool({ connectionString: floorDatabase.url, max: 2 });
  const instances: Instance[] = [];
  const children: ChildProcess[] = [];
  let floor: { url: string; stop: () => Promise<void> } | null = null;
  let note: string | undefined;
  try {
    await buildProduction(env, build);
    const base = new Date();
    for (const [url, pool] of [
      [database.url, sql],
      [floorDatabase.url, floorSql],
    ] as const) {
      await applyMigrations(url);
      await seedOffers(pool, base);
    }
    const a = await startProduction(env);
    instances.push(a);
    const b = await startProduction(env);
    instances.push(b);
    floor = await startFloorServer(["offers", floorDatabase.url, env.APP_URL!]);
    const floorPort = Number(new URL(floor.url).port);

    progress(`two instances on ${database.kind}${redis ? " and Redis" : ""}; the feed, app and floor`);
    // The feed: the same bytes from the app and the floor; then each one's req/s, alternating.
    const own = Buffer.from(await (await fetch(`${a.url}${FEED}`)).arrayBuffer());
    const bare = Buffer.from(await (await fetch(`${floor.url}${FEED}`)).arrayBuffer());
    add(`GET ${FEED}: the floor answers the app's bytes (1 = yes)`, own.equals(bare) ? 1 : 0, "", { min: 1 });
    const feedName = `GET ${FEED}, ${FEED_CONNECTIONS} conn.`;
    // Alternating rounds, each figure the median of its runs (decision 718); for an nginx named in
    // `masters`, also its workers' CPU time per answer, which the load generator's own speed does not move.
    // A target is a URL, or a URL with the request headers every run sends.
    type Target = string | { url: string; headers: Record<string, string> };
    const rounds = async <K extends string>(urls: Record<K, Target>, masters: Partial<Record<K, number>> = {}) => {
      const keys = Object.keys(urls) as K[];
      const runs = new Map<K, Load[]>(keys.map((k) => [k, []]));
      const cpu = new Map<K, number[]>(keys.map((k) => [k, []]));
      for (let i = 0; i < ROUNDS; i++)
        for (const key of keys) {
          const before = workersCpuMs(masters[key]);
          const target = urls[key];
          const run = await load({
            ...(typeof target === "string" ? { url: target } : target),
            connections: FEED_CONNECTIONS,
          });
          const after = workersCpuMs(masters[key]);
          runs.get(key)!.push(run);
          if (before !== null && after !== null && run.rps > 0)
            cpu.get(key)!.push(((after - before) * 1000) / (run.rps * SECONDS));
        }
      const median = (key: K) => medianLoad(runs.get(key)!);
      const cpuPerAnswer = (key: K) => (cpu.get(key)!.length ? percentile(cpu.get(key)!, 50) : null);
      return { median, cpuPerAnswer };
    };
    // Phones ask with Accept-Encoding (OkHttp sends gzip): the app's cache keeps the compressed bytes too
    // (decision 830), so their reads should cost about what uncompressed ones do.
    const phone = { url: `${a.url}${FEED}`, headers: { "accept-encoding": "gzip" } };
    const measured = await rounds({ app: `${a.url}${FEED}`, phones: phone, floor: `${floor.url}${FEED}` });
    const feed = { app: measured.median("app"), phones: measured.median("phones"), floor: measured.median("floor") };
    add(`${feedName}: app, one instance (its cache) req/s`, feed.app.rps, "req/s");
    add(`${feedName}: floor (node:http + pg, a query each time) req/s`, feed.floor.rps, "req/s");
    add(`${feedName}: app / floor`, feed.app.rps / feed.floor.rps, "x", { min: 0.8 });
    add(`${feedName}: app p99`, feed.app.p99, "ms");
    add(`${feedName}: floor p99`, feed.floor.p99, "ms");
    add(`${feedName}: app errors`, feed.app.errors, "", { target: 0 });
    add(`${feedName}: app, asked as phones ask (Accept-Encoding: gzip) req/s`, feed.phones.rps, "req/s");
    add(`${feedName}: app, gzip / no encoding`, feed.phones.rps / feed.app.rps, "x", { min: 0.8 });
    add(`${feedName}: app, gzip, p99`, feed.phones.p99, "ms");
    add(`${feedName}: app, gzip, errors`, feed.phones.errors, "", { target: 0 });

    // The feed from the shared cache: nginx in front of both instances, against nginx and node:http
    // sending the same bytes as a file.
    let nginxPort: number | null = null;
    if (!nginx) note = "App path through nginx: skipped, nginx is not installed (e.g. `apt-get install -y nginx`)";
    else {
      progress("the feed through nginx, and nginx and node:http serving its bytes as a file");
      nginxPort = await freePort();
      const conf = path.join(dir, "nginx.conf");
      const source = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
      const staticDir = path.join(ROOT, PROD_DIST, "static");
      // Without the edge limit: the feed's throughput comes from one address (benchNginxConf).
      const edge = { listen: nginxPort, app: [a.port, b.port], dir, staticDir, edgeLimit: false };
      writeFileSync(conf, benchNginxConf(source, edge));
      const front = `http://127.0.0.1:${nginxPort}`;
      const proxy = await startNginx(nginx, dir, conf, `${front}/api/health`);
      children.push(proxy);
      await (await fetch(`${front}${FEED}`)).arrayBuffer();
      const cached = await fetch(`${front}${FEED}`);
      const body = Buffer.from(await cached.arrayBuffer());
      const hit = cached.headers.get("x-cache-status") === "HIT" ? 1 : 0;
      add(`GET ${FEED} through nginx: second answer from its cache (1 = HIT)`, hit, "", { min: 1 });
      add(`GET ${FEED} through nginx: the app's bytes (1 = yes)`, body.equals(own) ? 1 : 0, "", { min: 1 });
      const file = path.join(dir, `static-root${FEED}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, own);
      const staticListen = await freePort();
      const staticConf = path.join(dir, "static.conf");
      const type = "application/json";
      // The same answer on the wire: the app's body and the headers it reaches phones with (its security
      // headers, Cache-Control, ETag), which the load generator reads with every answer.
      const headers = headersToCopy(cached.headers);
      writeFileSync(
        staticConf,
        staticNginxConf({ listen: staticListen, dir, path: FEED, extension: ".json", type, headers }),
      );
      const plainUrl = `http://127.0.0.1:${staticListen}${FEED}`;
      const plain = await startNginx(nginx, dir, staticConf, plainUrl);
      children.push(plain);
      const node = await startFloorServer(["static", file]);
      try {
        const urls = { front: `${front}${FEED}`, plain: plainUrl, node: node.url };
        const measured = await rounds(urls, { front: proxy.pid, plain: plain.pid });
        const shared = {
          front: measured.median("front"),
          plain: measured.median("plain"),
          node: measured.median("node"),
        };
        const name = `${feedName} through nginx`;
        add(`${name}: nginx + two instances req/s`, shared.front.rps, "req/s");
        add(`${name}: nginx serving the same answer as a static file, req/s`, shared.plain.rps, "req/s");
        add(`${name}: node:http serving the same bytes, req/s`, shared.node.rps, "req/s");
        add(`${name}: nginx + instances / static nginx`, shared.front.rps / shared.plain.rps, "x", { min: 0.8 });
        add(`${name}: nginx + instances / node:http`, shared.front.rps / shared.node.rps, "x");
        const [frontCpu, plainCpu] = [measured.cpuPerAnswer("front"), measured.cpuPerAnswer("plain")];
        if (frontCpu && plainCpu) {
          add(`${name}: nginx CPU per answer, nginx + instances`, frontCpu, "µs");
          add(`${name}: nginx CPU per answer, static nginx`, plainCpu, "µs");
          add(`${name}: nginx CPU per answer, nginx + instances / static nginx`, frontCpu / plainCpu, "x");
        }
        add(`${name}: nginx + instances p99`, shared.front.p99, "ms");
        add(`${name}: nginx + instances errors`, shared.front.errors, "", { target: 0 });
      } finally {
        await node.stop();
      }
    }

    results.push(...(await benchAppUsers({ section, a, b, floorPort, nginxPort, redis, sql, cronSecret, appKeys })));
  } finally {
    for (const child of children) await stopChild(child, "SIGQUIT");
    await floor?.stop();
    for (const instance of instances) await instance.stop();
    await sql.end();
    await floorSql.end();
    await redis?.stop();
    await database.drop();
    await floorDatabase.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { results, note };
}

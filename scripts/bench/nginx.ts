// Self-hosted static speed (issue 24): `/privacyPolicy` through nginx, configured by deploy/nginx.conf, in
// front of `npm run start:prod`, beside nginx and node:http sending the same bytes as a static file, and the
// app alone.
// The bench runs the shipped file itself; a temporary copy changes only the lines marked `# port` and
// `# path`. Skipped, with one line saying so, where nginx is not installed.
import { type ChildProcess, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../db/embedded";
import { throwawayBuildEnv } from "../lib/build";
import { ROOT } from "../lib/process";
import { createDatabase } from "./api";
import { type Load, load, medianLoad, SECONDS, startFloorServer } from "./load";
import { percentile, type Result } from "./measure";
import { buildProduction, type Instance, PROD_DIST, startNginx, startProduction, stopChild } from "./production";

/** Load runs a comparison alternates, each figure the median of its runs. */
export const ROUNDS = 3;
const PAGE = "/privacyPolicy";

/** The nginx binary, or null when none is installed. */
export function findNginx(): string | null {
  for (const candidate of ["nginx", "/usr/sbin/nginx"]) {
    if (!spawnSync(candidate, ["-v"], { stdio: "ignore" }).error) return candidate;
  }
  return null;
}

/**
 * deploy/nginx.conf with its marked ports and paths pointed at this run; several `app` ports, one upstream
 * each. `edgeLimit: false` turns the per-address limit of the public reads (`limit_req`) into comments:
 * a load generator sends from one address, so a throughput run of the offers feed would measure 429s
 * (nginx.test.ts checks the limit itself).
 */
export function benchNginxConf(
  source: string,
  {
    listen,
    app,
    dir,
    staticDir,
    edgeLimit = true,
  }: { listen: number; app: number | number[]; dir: string; staticDir: string; edgeLimit?: boolean },
): string {
  const upstreams = [app].flat().map((port) => `server 127.0.0.1:${port};`);
  const paths: Record<string, string> = {
    pid: path.join(dir, "nginx.pid"),
    error_log: path.join(dir, "error.log"),
    access_log: path.join(dir, "access.log"),
    proxy_cache_path: path.join(dir, "cache"),
    alias: `${staticDir}/`,
  };
  return source
    .split("\n")
    .map((line) => {
      const directive = /^\s*(\w+)/.exec(line)?.[1] ?? "";
      if (!edgeLimit && directive === "limit_req") return line.replace("limit_req", "# limit_req (off in this run)");
      if (line.endsWith("# path")) {
        if (!paths[directive]) throw new Error(`deploy/nginx.conf: no bench path for \`${directive}\``);
        return line.replace(/\/[^\s;]+/, paths[directive]);
      }
      if (line.endsWith("# port")) {
        if (directive === "listen") return line.replace(/listen \d+/, `listen 127.0.0.1:${listen}`);
        if (directive === "server") return line.replace(/server [^;]+;/, upstreams.join(" "));
        throw new Error(`deploy/nginx.conf: no bench port for \`${directive}\``);
      }
      return line;
    })
    .join("\n");
}

/**
 * The simplest nginx that sends the same bytes: one file, as a static file, no proxy and no cache. Beside it,
 * the goal measures what deploy/nginx.conf adds to serving a file, on the same server software. The file is
 * `<dir>/static-root<path><extension>`.
 */
export function staticNginxConf({
  listen,
  dir,
  path: served = PAGE,
  extension = ".html",
  type = "text/html; charset=utf-8",
  headers = {},
}: {
  listen: number;
  dir: string;
  path?: string;
  extension?: string;
  type?: string;
  /** Headers to send with the file, so the answer is the same on the wire as the one compared with. */
  headers?: Record<string, string>;
}): string {
  const extra = Object.entries(headers).map(([name, value]) => {
    if (!/^[A-Za-z0-9-]+$/.test(name) || /[$\\\r\n]/.test(value)) throw new Error(`header ${name}: not sent as given`);
    return ` add_header ${name} "${value.replaceAll('"', '\\"')}" always;`;
  });
  // nginx's own ETag would be a second one beside a copied one.
  const etag = Object.keys(headers).some((name) => name.toLowerCase() === "etag") ? " etag off;" : "";
  return [
    "worker_processes auto;",
    `pid ${dir}/static.pid;`,
    `error_log ${dir}/static-error.log warn;`,
    "events { worker_connections 4096; }",
    "http {",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_requests 10000;",
    `  access_log ${dir}/static-access.log combined buffer=64k flush=5s;`,
    "  server {",
    `    listen 127.0.0.1:${listen};`,
    `    root ${dir}/static-root;`,
    `    location = ${served} { default_type "${type}";${etag}${extra.join("")} try_files ${served}${extension} =404; }`,
    "  }",
    "}",
    "",
  ].join("\n");
}

/** Headers of an answer that nginx writes itself or that describe the connection: not copied. */
const OWN_HEADERS = new Set([
  "connection",
  "content-length",
  "content-type",
  "date",
  "keep-alive",
  "last-modified",
  "accept-ranges",
  "server",
  "transfer-encoding",
]);

/** The headers of `answer` a static nginx must add to send the same answer (`staticNginxConf`'s `headers`). */
export function headersToCopy(answer: Headers): Record<string, string> {
  return Object.fromEntries([...answer.entries()].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())));
}

/**
 * CPU time, in ms, that the worker processes of the nginx master `pid` have used so far (Linux's /proc; null
 * elsewhere). Per answer, it tells what each configuration costs whatever the load generator manages: on 2
 * cores the generator shares the machine with nginx, and its own speed moves req/s from run to run.
 */
export function workersCpuMs(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // After the command's closing parenthesis: state, ppid, ... utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

export async function benchNginx({ build }: { build: boolean }): Promise<{ results: Result[]; note?: string }> {
  const nginx = findNginx();
  if (!nginx) return { results: [], note: "nginx: skipped, nginx is not installed (e.g. `apt-get install -y nginx`)" };
  const section = `${PAGE} through nginx (deploy/nginx.conf) in front of npm run start:prod`;
  const results: Result[] = [];
  const add = (name: string, value: number, unit: string, goal: { target?: number; min?: number } = {}) =>
    results.push({ section, name, value, unit, ...goal });
  const database = await createDatabase();
  const dir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-bench-nginx-"));
  chmodSync(dir, 0o755); // nginx's workers (not root) write the cache under it
  const env = { ...throwawayBuildEnv(database.url, PROD_DIST), TRUSTED_PROXY_COUNT: "1", DATA_DIR: dir };
  let app: Instance | null = null;
  let proxy: ChildProcess | null = null;
  let staticServer: ChildProcess | null = null;
  try {
    await buildProduction(env, build);
    app = await startProduction(env);
    const { port: appPort, url: appUrl } = app;

    const listen = await freePort();
    const conf = path.join(dir, "nginx.conf");
    const source = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
    writeFileSync(
      conf,
      benchNginxConf(source, { listen, app: appPort, dir, staticDir: path.join(ROOT, PROD_DIST, "static") }),
    );
    const proxyUrl = `http://127.0.0.1:${listen}`;
    proxy = await startNginx(nginx, dir, conf, `${proxyUrl}/api/health`);

    // The second answer must come from nginx's cache, with the same bytes as the app's own answer. (Not the
    // prerendered file's: Next rewrites a segment field of its payload as it serves the page.)
    const own = Buffer.from(await (await fetch(`${appUrl}${PAGE}`)).arrayBuffer());
    await (await fetch(`${proxyUrl}${PAGE}`)).arrayBuffer();
    const cached = await fetch(`${proxyUrl}${PAGE}`);
    const body = Buffer.from(await cached.arrayBuffer());
    add(
      `${PAGE}: second answer from nginx's cache (1 = HIT)`,
      cached.headers.get("x-cache-status") === "HIT" ? 1 : 0,
      "",
      {
        min: 1,
      },
    );
    add(`${PAGE}: same bytes as the app's own answer (1 = yes)`, body.equals(own) ? 1 : 0, "", {
      min: 1,
    });

    // Both static servers send exactly the bytes nginx caches: the app's own answer, as a file.
    const file = path.join(dir, `static-root${PAGE}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, own);
    const staticListen = await freePort();
    const staticConf = path.join(dir, "static.conf");
    writeFileSync(staticConf, staticNginxConf({ listen: staticListen, dir }));
    const staticUrl = `http://127.0.0.1:${staticListen}${PAGE}`;
    staticServer = await startNginx(nginx, dir, staticConf, staticUrl);
    const floor = await startFloorServer(["static", file]);
    try {
      for (const connections of [50, 200]) {
        // The load generator shares the machine's cores with what it loads: one run of a floor alone moved
        // between 1.7k and 2.4k req/s from run to run. So three rounds, alternating, and each figure's
        // median. The goal is against nginx serving the same bytes as a plain static file: what the shipped
        // configuration costs; node:http is reported beside it (decision 718).
        const urls = { front: `${proxyUrl}${PAGE}`, plain: staticUrl, node: floor.url, alone: `${appUrl}${PAGE}` };
        const rounds: Record<keyof typeof urls, Load[]> = { front: [], plain: [], node: [], alone: [] };
        const masters = { front: proxy.pid, plain: staticServer.pid };
        const cpuPerAnswer: Record<keyof typeof masters, number[]> = { front: [], plain: [] };
        for (let i = 0; i < ROUNDS; i++) {
          for (const key of Object.keys(urls) as (keyof typeof urls)[]) {
            const master = key === "front" || key === "plain" ? key : null;
            const before = master && workersCpuMs(masters[master]);
            const run = await load({ url: urls[key], connections });
            rounds[key].push(run);
            const after = master && workersCpuMs(masters[master]);
            if (master && before !== null && after !== null && run.rps > 0)
              cpuPerAnswer[master].push(((after - before) * 1000) / (run.rps * SECONDS));
          }
        }
        const [front, plain, node, alone] = [
          medianLoad(rounds.front),
          medianLoad(rounds.plain),
          medianLoad(rounds.node),
          medianLoad(rounds.alone),
        ];
        const name = `GET ${PAGE}, ${connections} conn.`;
        add(`${name}: nginx + app req/s`, front.rps, "req/s");
        add(`${name}: nginx serving the same bytes as a static file, req/s`, plain.rps, "req/s");
        add(`${name}: node:http serving the same bytes, req/s`, node.rps, "req/s");
        add(`${name}: app alone req/s`, alone.rps, "req/s");
        add(`${name}: nginx + app / static nginx`, front.rps / plain.rps, "x", { min: 0.8 });
        add(`${name}: nginx + app / node:http`, front.rps / node.rps, "x");
        add(`${name}: app alone / static nginx`, alone.rps / plain.rps, "x");
        if (cpuPerAnswer.front.length && cpuPerAnswer.plain.length) {
          const [frontCpu, plainCpu] = [percentile(cpuPerAnswer.front, 50), percentile(cpuPerAnswer.plain, 50)];
          add(`${name}: nginx CPU per answer, nginx + app`, frontCpu, "µs");
          add(`${name}: nginx CPU per answer, static nginx`, plainCpu, "µs");
          add(`${name}: nginx CPU per answer, nginx + app / static nginx`, frontCpu / plainCpu, "x");
        }
        add(`${name}: nginx + app p99`, front.p99, "ms");
        add(`${name}: nginx + app errors`, front.errors, "", { target: 0 });
      }
    } finally {
      await floor.stop();
    }
  } finally {
    if (proxy) await stopChild(proxy, "SIGQUIT");
    if (staticServer) await stopChild(staticServer, "SIGQUIT");
    await app?.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { results };
}

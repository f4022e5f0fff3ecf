import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { freePort } from "../db/embedded";
import { waitForHttp } from "./measure";
import { benchNginx, benchNginxConf, findNginx, headersToCopy, staticNginxConf, workersCpuMs } from "./nginx";

const installed = vi.hoisted(() => ({ nginx: true }));
// Only `nginx -v` is answered as if nginx were missing; every other command runs.
vi.mock("node:child_process", async (original) => {
  const real = await original<typeof import("node:child_process")>();
  const spawnSync = (command: string, args: string[], options: object) =>
    /nginx$/.test(command) && !installed.nginx
      ? { error: Object.assign(new Error(`spawnSync ${command} ENOENT`), { code: "ENOENT" }) }
      : real.spawnSync(command, args, options);
  return { ...real, spawnSync };
});

/** Whether `nginx -t` accepts `conf` (run from a folder of its own); true where nginx is not installed. */
function nginxAccepts(conf: (dir: string) => string): boolean {
  const nginx = findNginx();
  if (!nginx) return true; // the text checks beside it do not need nginx
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  try {
    writeFileSync(path.join(dir, "nginx.conf"), conf(dir));
    const checked = spawnSync(
      nginx,
      ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "e.log")],
      {
        encoding: "utf8",
      },
    );
    if (checked.status !== 0) console.error(checked.stderr);
    return checked.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const shipped = readFileSync(path.join(import.meta.dirname, "../../deploy/nginx.conf"), "utf8");
const run = { listen: 41001, app: 41002, dir: "/tmp/bench-run", staticDir: "/repo/.next-bench-prod/static" };

describe("the bench's copy of deploy/nginx.conf", () => {
  it("changes only the lines marked with a port or a path", () => {
    const before = shipped.split("\n");
    const after = benchNginxConf(shipped, run).split("\n");
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [line]));
    expect(changed.length).toBeGreaterThanOrEqual(7);
    for (const line of changed) expect(line).toMatch(/# (port|path)$/);
  });

  it("turns off only the per-address limit when asked, for a throughput run from one address", () => {
    const before = shipped.split("\n");
    const after = benchNginxConf(shipped, { ...run, edgeLimit: false }).split("\n");
    expect(after).toHaveLength(before.length);
    const limits = before.filter((line) => /^\s*limit_req\s/.test(line));
    expect(limits.length).toBeGreaterThanOrEqual(2);
    expect(after.filter((line) => /^\s*limit_req\s/.test(line))).toEqual([]);
    expect(after.filter((line) => line.includes("# limit_req (off in this run)"))).toHaveLength(limits.length);
    expect(nginxAccepts((dir) => benchNginxConf(shipped, { ...run, dir, edgeLimit: false }))).toBe(true);
  });

  it("points the ports and paths at this run", () => {
    const conf = benchNginxConf(shipped, run);
    expect(conf).toContain("listen 127.0.0.1:41001; # port");
    expect(conf).toContain("server 127.0.0.1:41002; # port");
    expect(conf).toContain("alias /repo/.next-bench-prod/static/; # path");
    expect(conf).toContain("proxy_cache_path /tmp/bench-run/cache levels=1:2");
    expect(conf).not.toMatch(/\/var\/|\/run\/nginx|\/srv\//);
  });

  it("puts every instance given in the upstream, on the one marked line", () => {
    const before = shipped.split("\n");
    const after = benchNginxConf(shipped, { ...run, app: [41002, 41004] }).split("\n");
    expect(after).toHaveLength(before.length);
    expect(after).toContain("        server 127.0.0.1:41002; server 127.0.0.1:41004; # port");
    expect(nginxAccepts((dir) => benchNginxConf(shipped, { ...run, app: [41002, 41004], dir }))).toBe(true);
  });

  it("refuses a marked line it does not know, rather than run with the operator's path", () => {
    expect(() => benchNginxConf(`${shipped}\nclient_body_temp_path /var/tmp/body; # path`, run)).toThrow(
      /client_body_temp_path/,
    );
  });
});

describe("deploy/nginx.conf's limit on the public API reads (decision 819)", () => {
  it.skipIf(!findNginx())(
    "keys callers by address (IPv6 by /64) and answers 429 JSON with Retry-After past a burst of 50; pages, writes and other addresses are not held",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "edge-limit-nginx-"));
      // nginx's workers drop root: they must reach the cache and temporary folders under this one.
      chmodSync(dir, 0o755);
      const app = http.createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end("{}");
      });
      await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
      const listen = await freePort();
      const conf = path.join(dir, "nginx.conf");
      const appPort = (app.address() as AddressInfo).port;
      // Beside the shipped server, one that says which key the limit counts a caller under, for a caller
      // named in X-Real-IP (nginx's realip module; loopback has no IPv6 /64s to send from).
      const keys = await freePort();
      const keyServer = `    server {
        listen 127.0.0.1:${keys};
        set_real_ip_from 127.0.0.1;
        real_ip_header X-Real-IP;
        location / { return 200 "$paisapilot_client"; }
    }
}`;
      const bench = benchNginxConf(shipped, { listen, app: appPort, dir, staticDir: dir });
      writeFileSync(conf, bench.replace(/\}\s*$/, keyServer));
      const nginx = spawn(findNginx()!, ["-p", dir, "-c", conf, "-e", path.join(dir, "e.log"), "-g", "daemon off;"], {
        stdio: "ignore",
      });
      const get = (pathname: string, localAddress = "127.0.0.1") =>
        new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
          http
            .get({ host: "127.0.0.1", port: listen, path: pathname, localAddress, agent: false }, (res) => {
              let body = "";
              res.on("data", (chunk) => (body += chunk));
              res.on("end", () => resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"], body }));
            })
            .on("error", reject);
        });
      try {
        await waitForHttp(`http://127.0.0.1:${listen}/privacyPolicy`, 20_000, () => nginx.exitCode === null);
        const keyOf = (address: string) =>
          fetch(`http://127.0.0.1:${keys}/`, { headers: { "x-real-ip": address } }).then((r) => r.text());
        expect(await keyOf("203.0.113.7")).toBe("203.0.113.7");
        expect(await keyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
        expect(await keyOf("2001:db8:1:2::5")).toBe("2001:db8:1:2");
        expect(await keyOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2");
        expect(await keyOf("2001:db8::5")).toBe("v6 2001:db8");
        // 200 at once: far past the burst of 50, whatever the 10 a second add while they are answered. Each
        // at its own URL, so none waits on another's cache lock.
        const flood = (pathname: string, from: string) =>
          Promise.all(Array.from({ length: 200 }, (_, i) => get(`${pathname}?n=${i}`, from)));
        const answers = await flood("/api/v1/offers", "127.0.0.1");
        const refused = answers.filter((a) => a.status === 429);
        expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(50);
        expect(refused.length).toBeGreaterThan(0);
        expect(refused[0]!.retryAfter).toBe("1");
        expect(JSON.parse(refused[0]!.body)).toEqual({
          error: { code: "rate_limited", message: "Too many requests. Please try again later." },
        });
        expect((await flood("/api/blog/some-post", "127.0.0.3")).some((a) => a.status === 429)).toBe(true);
        expect((await flood("/privacyPolicy", "127.0.0.1")).every((a) => a.status === 200)).toBe(true);
        expect((await get("/api/v1/offers/abc/claims")).status).toBe(200);
        expect((await get("/api/v1/offers", "127.0.0.2")).status).toBe(200);
      } finally {
        nginx.kill();
        await new Promise<void>((resolve) => app.close(() => resolve()));
        rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});

describe("deploy/nginx.conf's copy of the offers (decision 721)", () => {
  it.skipIf(!findNginx())(
    "keeps them only as long as the app's Cache-Control says, and answers their ETag with 304; pages keep their minute",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "offers-nginx-"));
      chmodSync(dir, 0o755);
      const reached: string[] = [];
      const app = http.createServer((req, res) => {
        reached.push(req.url!);
        res
          .writeHead(200, {
            "content-type": "application/json",
            "cache-control": "public, max-age=0, s-maxage=1, stale-while-revalidate=1",
            etag: '"offers-1"',
          })
          .end(`{"n":${reached.length}}`);
      });
      await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
      const listen = await freePort();
      const conf = path.join(dir, "nginx.conf");
      const appPort = (app.address() as AddressInfo).port;
      // The edge limit off: the loops below ask far faster than a caller may (its own test is above).
      writeFileSync(conf, benchNginxConf(shipped, { listen, app: appPort, dir, staticDir: dir, edgeLimit: false }));
      const nginx = spawn(findNginx()!, ["-p", dir, "-c", conf, "-e", path.join(dir, "e.log"), "-g", "daemon off;"], {
        stdio: "ignore",
      });
      const get = async (pathname: string, headers: Record<string, string> = {}) => {
        const answer = await fetch(`http://127.0.0.1:${listen}${pathname}`, { headers });
        return { status: answer.status, cache: answer.headers.get("x-cache-status"), body: await answer.text() };
      };
      try {
        // The probe leaves /privacyPolicy in nginx's cache.
        await waitForHttp(`http://127.0.0.1:${listen}/privacyPolicy`, 20_000, () => nginx.exitCode === null);
        reached.length = 0;
        expect((await get("/api/v1/offers")).cache).toBe("MISS");
        expect((await get("/api/v1/offers")).cache).toBe("HIT");
        const revalidated = await get("/api/v1/offers", { "if-none-match": '"offers-1"' });
        expect(revalidated.status).toBe(304);
        expect(reached).toEqual(["/api/v1/offers"]);
        // Past s-maxage and stale-while-revalidate (2 s in all), nginx asks the app again.
        const deadline = Date.now() + 10_000;
        while (reached.length < 2 && Date.now() < deadline) await get("/api/v1/offers");
        expect(reached).toEqual(["/api/v1/offers", "/api/v1/offers"]);
        // Its new answer is what the copy then holds: the open-file cache never sends the old file's bytes.
        let latest = 0;
        const fresh = Date.now() + 5_000;
        while (latest < 2 && Date.now() < fresh)
          latest = (JSON.parse((await get("/api/v1/offers")).body) as { n: number }).n;
        expect(latest).toBeGreaterThanOrEqual(2);
        // A page answer with the same header is kept its minute (decision 718): not asked for again.
        await get("/privacyPolicy");
        const pageDeadline = Date.now() + 3_000;
        while (Date.now() < pageDeadline) expect((await get("/privacyPolicy")).cache).toBe("HIT");
        expect(reached.filter((url) => url === "/privacyPolicy")).toHaveLength(0);
      } finally {
        nginx.kill();
        await new Promise<void>((resolve) => app.close(() => resolve()));
        rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});

describe("the static nginx the bench compares with", () => {
  it("serves one file from the run's folder, with no proxy or cache, and nginx accepts it", () => {
    const conf = staticNginxConf({ listen: 41003, dir: "/tmp/bench-run" });
    expect(conf).toContain("listen 127.0.0.1:41003;");
    expect(conf).toContain("root /tmp/bench-run/static-root;");
    expect(conf).not.toMatch(/proxy_|gzip|\/var\/|\/run\/nginx/);
    const json = staticNginxConf({
      listen: 41003,
      dir: "/tmp/bench-run",
      path: "/api/v1/offers",
      extension: ".json",
      type: "application/json",
    });
    expect(json).toContain(
      'location = /api/v1/offers { default_type "application/json"; try_files /api/v1/offers.json =404; }',
    );
    expect(nginxAccepts((dir) => staticNginxConf({ listen: 41003, dir }))).toBe(true);
  });

  it("sends the headers of the answer it stands in for, with their ETag instead of its own", () => {
    const answer = new Headers({
      "content-type": "application/json",
      "content-length": "12",
      date: "Sun, 29 Nov 2026 12:00:00 GMT",
      "cache-control": "public, max-age=0, s-maxage=5",
      etag: '"offers-1"',
      "content-security-policy": "default-src 'self'",
    });
    const headers = headersToCopy(answer);
    expect(headers).toEqual({
      "cache-control": "public, max-age=0, s-maxage=5",
      etag: '"offers-1"',
      "content-security-policy": "default-src 'self'",
    });
    const conf = (dir: string) => staticNginxConf({ listen: 41003, dir, headers });
    const location = conf("/tmp/bench-run");
    expect(location).toContain(`default_type "text/html; charset=utf-8"; etag off; add_header`);
    expect(location).toContain(`add_header cache-control "public, max-age=0, s-maxage=5" always;`);
    expect(location).toContain(String.raw`add_header etag "\"offers-1\"" always;`);
    expect(() => staticNginxConf({ listen: 41003, dir: "/tmp/x", headers: { "x-a": "$host" } })).toThrow();
    expect(nginxAccepts(conf)).toBe(true);
  });
});

describe("the CPU time of a server's workers", () => {
  it.runIf(process.platform === "linux")("adds up what the children of a process have used", async () => {
    expect(workersCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
    // A child that spins until it has used 100 ms of CPU, says so, and waits to be stopped. Little CPU, so
    // a machine busy with other work still gives it that much well within the test's time.
    const child = spawn(
      process.execPath,
      ["-e", "while (process.cpuUsage().user < 100_000); process.stdout.write('spun'); process.stdin.resume();"],
      { stdio: ["pipe", "pipe", "inherit"] },
    );
    try {
      await new Promise((resolve) => child.stdout.once("data", resolve));
      // A tick is 10 ms, and node's own start-up counts too.
      expect(workersCpuMs(process.pid)).toBeGreaterThanOrEqual(90);
      expect(workersCpuMs(child.pid)).toBe(0);
    } finally {
      child.kill();
    }
  });

  it("is nothing without a process", () => {
    expect(workersCpuMs(undefined)).toBeNull();
  });
});

describe("the bench on a machine without nginx", () => {
  it("skips the section with one line saying so, before building anything", async () => {
    installed.nginx = false;
    try {
      const { results, note } = await benchNginx({ build: true });
      expect(results).toEqual([]);
      expect(note).toMatch(/^nginx: skipped, nginx is not installed/);
    } finally {
      installed.nginx = true;
    }
  });
});

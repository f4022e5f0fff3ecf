import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { benchNginx, benchNginxConf } from "./nginx";

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

  it("points the ports and paths at this run", () => {
    const conf = benchNginxConf(shipped, run);
    expect(conf).toContain("listen 127.0.0.1:41001; # port");
    expect(conf).toContain("server 127.0.0.1:41002; # port");
    expect(conf).toContain("alias /repo/.next-bench-prod/static/; # path");
    expect(conf).toContain("proxy_cache_path /tmp/bench-run/cache levels=1:2");
    expect(conf).not.toMatch(/\/var\/|\/run\/nginx|\/srv\//);
  });

  it("refuses a marked line it does not know, rather than run with the operator's path", () => {
    expect(() => benchNginxConf(`${shipped}\nclient_body_temp_path /var/tmp/body; # path`, run)).toThrow(
      /client_body_temp_path/,
    );
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

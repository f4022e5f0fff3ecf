// The floor: a blank Next.js page built with the same Next, React and node_modules as the app, served
// by `next start`. Speed and size figures are reported beside it, measured in the same run.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../db/embedded";
import { ROOT, nextBin } from "../lib/process";
import { waitForHttp } from "./measure";

const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "floor", private: true, type: "module" }),
  // Outside the project (or Next picks up its instrumentation); the symlinked node_modules points out of
  // the folder, so Turbopack's root is the file system's.
  "next.config.mjs": 'export default { turbopack: { root: "/" } };\n',
  "app/layout.js":
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  "app/page.js": "export default function Page() { return <main><h1>Blank</h1></main>; }\n",
  // The framework's floor for a conditional API read (issue 21): a dynamic route handler that answers a
  // matching If-None-Match with 304, reading nothing.
  "app/api/not-modified/route.js": [
    'export const dynamic = "force-dynamic";',
    "const etag = 'W/\"floor\"';",
    "export function GET(request) {",
    '  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag } });',
    "  return Response.json({}, { headers: { etag } });",
    "}",
    "",
  ].join("\n"),
};

/** The report section the floor's own figures are listed under. */
export const FLOOR_SECTION = "floor (blank Next.js page, same version)";

export type Floor = { url: string; stop: () => Promise<void> };

function runToEnd(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], {
      cwd,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next ${args[0]} exited ${code}`))));
  });
}

/** Builds the blank app in a temporary folder and starts it; `stop()` ends it and removes the folder. */
export function startFloor(): Promise<Floor> {
  return startNextApp(files, "paisapilot-floor-");
}

/**
 * Builds a small Next.js app of `appFiles` in a temporary folder (the project's node_modules linked in,
 * `public` linked to `publicDir` when given) and starts it with `next start`.
 */
export async function startNextApp(
  appFiles: Record<string, string>,
  prefix: string,
  publicDir?: string,
): Promise<Floor> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, text] of Object.entries(appFiles)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  if (publicDir) symlinkSync(publicDir, path.join(dir, "public"), "dir");
  await runToEnd(["build"], dir);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, 60_000, () => child.exitCode === null);
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

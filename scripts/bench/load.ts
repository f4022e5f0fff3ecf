// Load runs with autocannon over loopback, and the bare node:http servers they are compared with
// (scripts/bench/api-floor.mjs): shared by the API and nginx sections.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { ROOT } from "../lib/process";
import { freePort } from "../db/embedded";
import { percentile } from "./measure";

/** Length of each load run. */
export const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);

export type Load = { rps: number; p50: number; p99: number; errors: number };

/** `notModified`: the run expects 304s (a revalidation), so only other statuses count as errors. */
export async function load(options: autocannon.Options, { notModified = false } = {}): Promise<Load> {
  const r = await autocannon({ duration: SECONDS, ...options });
  const expected = notModified ? (r.statusCodeStats?.["304"]?.count ?? 0) : 0;
  const unexpected = r.non2xx - expected;
  if (r.errors + r.timeouts + unexpected > 0) {
    // Which kind, so a MISS can be told apart: refused or reset connections, answers slower than
    // autocannon's 10 s timeout, or error statuses.
    const statuses = Object.entries(r.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith("2") && !(notModified && status === "304"))
      .map(([status, { count }]) => `${count} x ${status}`);
    console.warn(
      `[bench] ${options.url} (${options.connections} conn.): ${r.errors} errors (${r.timeouts} timeouts), non-2xx: ${statuses.join(", ") || "none"}`,
    );
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + unexpected,
  };
}

/** Each figure's median over several runs of the same load; errors are every run's. */
export function medianLoad(runs: Load[]): Load {
  const median = (key: "rps" | "p50" | "p99") =>
    percentile(
      runs.map((r) => r[key]),
      50,
    );
  return {
    rps: median("rps"),
    p50: median("p50"),
    p99: median("p99"),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** One of scripts/bench/api-floor.mjs's bare node:http servers, started on a free port. */
export async function startFloorServer(args: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, "scripts/bench/api-floor.mjs"), args[0]!, String(port), ...args.slice(1)],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${port}`;
  // Any answer means it is up (the coupons floor answers 401 without a token).
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || tries > 100) throw new Error(`the floor server (${args[0]}) did not start`);
    if (
      await fetch(`${url}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise<void>((resolve) => (child.exitCode === null ? child.once("exit", () => resolve()) : resolve()));
    },
  };
}

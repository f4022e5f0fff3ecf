// npm run bench: speed and memory of the platform pieces that every request stands on.
// Prints one line per measurement; targets are checked here, never in timed unit tests.
//   BENCH_URL=http://localhost:3000 npm run bench   also measures HTTP latency of a running app.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { startEmbeddedServer } from "./db/embedded";
import { applyMigrations } from "./db/migrations";

type Result = { name: string; value: number; unit: string; target?: number };
const results: Result[] = [];
const time = async <T>(fn: () => Promise<T>) => {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
};
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

const dir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-bench-"));
try {
  const cold = await time(() => startEmbeddedServer(dir));
  results.push({ name: "embedded db: first start (new folder)", value: cold.ms, unit: "ms", target: 15_000 });
  const migrate = await time(() => applyMigrations(cold.value.url));
  results.push({ name: "migrations: apply all", value: migrate.ms, unit: "ms", target: 5_000 });
  await cold.value.stop();

  const warm = await time(() => startEmbeddedServer(dir));
  results.push({ name: "embedded db: restart", value: warm.ms, unit: "ms", target: 4_000 });
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: warm.value.url, max: 10 }) });

  const inserts = await time(() =>
    Promise.all(Array.from({ length: 500 }, (_, i) => db.pageView.create({ data: { path: `/bench/${i}` } }))),
  );
  results.push({ name: "500 concurrent inserts", value: inserts.ms, unit: "ms", target: 10_000 });
  const latencies: number[] = [];
  for (let i = 0; i < 200; i++) {
    const r = await time(() =>
      db.pageView.findMany({ where: { path: { startsWith: "/bench/1" } }, take: 20, orderBy: { createdAt: "desc" } }),
    );
    latencies.push(r.ms);
  }
  results.push({ name: "indexed read p50", value: percentile(latencies, 50), unit: "ms", target: 20 });
  results.push({ name: "indexed read p95", value: percentile(latencies, 95), unit: "ms", target: 50 });
  results.push({
    name: "bench process RSS (db server + client)",
    value: process.memoryUsage().rss / 2 ** 20,
    unit: "MiB",
    target: 700,
  });
  await db.$disconnect();
  await warm.value.stop();

  if (process.env.BENCH_URL) {
    for (const route of ["/", "/api/health"]) {
      const samples: number[] = [];
      for (let i = 0; i < 50; i++) {
        const r = await time(() => fetch(new URL(route, process.env.BENCH_URL)).then((res) => res.arrayBuffer()));
        samples.push(r.ms);
      }
      results.push({ name: `GET ${route} p95`, value: percentile(samples, 95), unit: "ms", target: 200 });
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

let failed = 0;
for (const r of results) {
  const ok = r.target === undefined || r.value <= r.target;
  if (!ok) failed++;
  console.log(
    `${ok ? "ok  " : "SLOW"} ${r.name.padEnd(42)} ${r.value.toFixed(1).padStart(9)} ${r.unit}${r.target ? `  (target <= ${r.target})` : ""}`,
  );
}
process.exit(failed ? 1 : 0);

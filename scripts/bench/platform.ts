// The platform pieces every request stands on: the embedded database's start, migrations, writes and
// indexed reads, and the memory they take.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { startEmbeddedServer } from "../db/embedded";
import { applyMigrations } from "../db/migrations";
import { percentile, type Result, time } from "./measure";

export async function benchPlatform(): Promise<Result[]> {
  const section = "platform";
  const results: Result[] = [];
  const add = (name: string, value: number, unit: string, target?: number) =>
    results.push({ section, name, value, unit, target });
  const dir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-bench-"));
  try {
    const cold = await time(() => startEmbeddedServer(dir));
    add("embedded db: first start (new folder)", cold.ms, "ms", 15_000);
    const migrate = await time(() => applyMigrations(cold.value.url));
    add("migrations: apply all", migrate.ms, "ms", 5_000);
    await cold.value.stop();

    const warm = await time(() => startEmbeddedServer(dir));
    add("embedded db: restart", warm.ms, "ms", 4_000);
    const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: warm.value.url, max: 10 }) });
    const inserts = await time(() =>
      Promise.all(Array.from({ length: 500 }, (_, i) => db.pageView.create({ data: { path: `/bench/${i}` } }))),
    );
    add("500 concurrent inserts", inserts.ms, "ms", 10_000);
    const latencies: number[] = [];
    for (let i = 0; i < 200; i++) {
      const r = await time(() =>
        db.pageView.findMany({ where: { path: { startsWith: "/bench/1" } }, take: 20, orderBy: { createdAt: "desc" } }),
      );
      latencies.push(r.ms);
    }
    add("indexed read p50", percentile(latencies, 50), "ms", 20);
    add("indexed read p95", percentile(latencies, 95), "ms", 50);
    add("bench process RSS (db server + client)", process.memoryUsage().rss / 2 ** 20, "MiB", 700);
    await db.$disconnect();
    await warm.value.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

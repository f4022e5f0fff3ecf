import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { startEmbeddedServer } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrations";

const dir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-embedded-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function clientFor(url: string) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: 10 }),
    transactionOptions: { maxWait: 20_000, timeout: 15_000 },
  });
}

// The file starts an embedded server of its own whichever database the project runs on: once is enough,
// so it runs in the embedded database's project only (as migrations.test.ts does its schema diff).
describe.skipIf(inject("database") === "postgres")("embedded database", () => {
  it("keeps data across restarts, refuses a second owner, and loses no concurrent writes", async () => {
    const first = await startEmbeddedServer(dir);
    await expect(startEmbeddedServer(dir)).rejects.toThrow(/already served by process/);
    await applyMigrations(first.url);
    const a = clientFor(first.url);
    const b = clientFor(first.url);
    // Two independent pools (as next build's workers would have) writing at once.
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).pageView.create({ data: { path: `/concurrent/${i}` } })),
    );
    // Interactive transactions queue instead of timing out.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        a.$transaction(async (tx) => {
          const n = await tx.pageView.count({ where: { path: { startsWith: "/concurrent/" } } });
          await tx.pageView.create({ data: { path: `/tx/${i}`, query: String(n) } });
        }),
      ),
    );
    await a.$disconnect();
    await b.$disconnect();
    await first.stop();

    const second = await startEmbeddedServer(dir);
    const c = clientFor(second.url);
    try {
      expect(await c.pageView.count({ where: { path: { startsWith: "/concurrent/" } } })).toBe(60);
      expect(await c.pageView.count({ where: { path: { startsWith: "/tx/" } } })).toBe(20);
    } finally {
      await c.$disconnect();
      await second.stop();
    }
  });
});

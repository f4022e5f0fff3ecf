import { createHash } from "node:crypto";
import { describe, expect, it, inject } from "vitest";
import pg from "pg";
import { applyMigrations, readMigrations } from "../../scripts/db/migrations";
import { diffMigrationsToSchema } from "../../scripts/db/schema-engine";
import { workerDatabaseUrl } from "../setup/worker-database";

describe("migrations", () => {
  // The diff runs on its own in-memory database, so once is enough. It is CPU-bound (every migration, then
  // Prisma's schema engine): about 50 s on 2 cores beside the other files, so it has a longer budget.
  it.skipIf(inject("database") === "postgres")(
    "produce exactly the database that schema.prisma describes",
    { timeout: 180_000 },
    async () => {
      expect(await diffMigrationsToSchema()).toBe("");
    },
  );

  it("are recorded the way `prisma migrate deploy` records them, and re-running applies nothing", async () => {
    const url = workerDatabaseUrl();
    expect(await applyMigrations(url)).toEqual([]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT migration_name, checksum, finished_at, applied_steps_count, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      const files = readMigrations();
      expect(files.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.migration_name)).toEqual(files.map((m) => m.name));
      for (const [i, row] of rows.entries()) {
        const file = files[i]!;
        expect(row.checksum).toBe(createHash("sha256").update(file.sql).digest("hex"));
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.applied_steps_count).toBe(1);
        expect(row.rolled_back_at).toBeNull();
      }
    } finally {
      await client.end();
    }
  });
});

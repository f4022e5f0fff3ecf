// Applies prisma/migrations the way `prisma migrate deploy` does, without Prisma's downloadable
// engine: same `_prisma_migrations` table, same advisory lock, same checksums (decision 003).
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");
const PRISMA_ADVISORY_LOCK = 72707369;

export type Migration = { name: string; sql: string; checksum: string };

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

export async function applyMigrations(
  connectionString: string,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const failed = rows.find((r) => !r.finished_at && !r.rolled_back_at);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and was not rolled back. Fix the database, then mark it rolled back.`,
      );
    }
    const done = new Map(rows.filter((r) => r.finished_at).map((r) => [r.migration_name, r.checksum]));
    for (const m of readMigrations()) {
      const seen = done.get(m.name);
      if (seen) {
        if (seen !== m.checksum) log(`warning: migration ${m.name} was edited after it was applied`);
        continue;
      }
      const id = randomUUID();
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
        [id, m.checksum, m.name],
      );
      try {
        await client.query(m.sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await client.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, message]);
        throw new Error(`Migration ${m.name} failed: ${message}`);
      }
      await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
        id,
      ]);
      applied.push(m.name);
      log(`applied ${m.name}`);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
  return applied;
}

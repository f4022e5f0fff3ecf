// Prisma's schema engine as wasm, driven against a throwaway in-memory PGlite: lets us author
// migrations and check them against schema.prisma with no downloadable engine (decision 003).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { readMigrations, MIGRATIONS_DIR } from "./migrations";

export const SCHEMA_PATH = path.resolve(import.meta.dirname, "../../prisma/schema.prisma");

let initialised = false;
function loadEngine() {
  if (!initialised) {
    const require = createRequire(import.meta.url);
    const bindingsPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath = path.join(path.dirname(bindingsPath), "schema_engine_bg.wasm");
    const wasmModule = new WebAssembly.Module(readFileSync(wasmPath));
    const instance = new WebAssembly.Instance(wasmModule, {
      "./schema_engine_bg.js": engineBindings as unknown as WebAssembly.ModuleImports,
    });
    engineBindings.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    initialised = true;
  }
  return engineBindings.SchemaEngine;
}

/** SQL that takes a database built from prisma/migrations to the current schema.prisma ('' when in sync). */
export async function diffMigrationsToSchema(): Promise<string> {
  const schema = readFileSync(SCHEMA_PATH, "utf8");
  // adapter-pg cannot read the `"char"` catalogue columns the engine introspects; this adapter can.
  const shadow = await PGlite.create();
  try {
    const SchemaEngine = loadEngine();
    const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(shadow));
    const engine = await SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, () => {}, adapter);
    try {
      const result = await engine.diff({
        from: {
          tag: "migrations",
          baseDir: MIGRATIONS_DIR,
          lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
          shadowDbInitScript: "",
          migrationDirectories: readMigrations().map((m) => ({
            path: m.name,
            migrationFile: { path: "migration.sql", content: { tag: "ok", value: m.sql } },
          })),
        },
        to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: schema }] },
        script: true,
        exitCode: null,
        filters: { externalTables: [], externalEnums: [] },
      });
      const sql = (result.stdout ?? "").trim();
      return sql === "-- This is an empty migration." ? "" : sql;
    } finally {
      engine.free();
    }
  } finally {
    await shadow.close();
  }
}

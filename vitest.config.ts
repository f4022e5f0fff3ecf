import path from "node:path";
import { defineConfig } from "vitest/config";
import { postgresAnswers } from "./tests/setup/postgres";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // `server-only` throws outside React Server Components; tests import server modules directly.
  "server-only": path.join(root, "tests/setup/empty-module.ts"),
};

// Integration tests run on the embedded database always, and on PostgreSQL where one answers.
const postgresUp = await postgresAnswers();

const integration = (name: string, database: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/database.global.ts"],
    setupFiles: ["tests/setup/integration.setup.ts"],
    provide: { database },
    // The files that need an embedded database of their own load the migrated one's files instead of
    // running PGlite's initdb and the migrations again (tests/setup/worker-database.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A database per worker (tests/setup/database.global.ts): files run side by side, and a file shares its
    // database only with the files its worker ran before it.
    fileParallelism: true,
    // Files share a worker and its loaded packages (next, Prisma's runtime, pg); the setup file resets
    // the app's own modules before each file, so every file still gets fresh modules and its own mocks.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two workers on two cores, not Vitest's default (cores - 1), which ran every file one after another
    // here (decisions 706, 832). A third was no quicker (unit and integration alone: 84-102 s with two, 85-102
    // with three) and cost 20-24 CPU-seconds more, each worker importing the app's packages and holding a
    // database of its own; in CI they share the cores with the production project and a build.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/unit.setup.ts"],
          // Files share a worker and the packages it loaded (React, jsdom, zod): a fresh process per file
          // spent more CPU starting and importing than the files' tests took. The setup file resets the
          // app's own modules before each file, so each file still imports them afresh with its own mocks.
          isolate: false,
        },
      },
      integration("integration", "pglite"),
      {
        // One production build (`npm run build`) shared by the production path, load and faults, two
        // instances and the standalone output; each file on its own database and ports (decision 706).
        resolve: { alias },
        test: {
          name: "production",
          include: ["tests/production/**/*.test.ts", "tests/load/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/production-build.global.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      ...(postgresUp ? [integration("integration-postgres", "postgres")] : []),
    ],
  },
});

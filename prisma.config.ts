import { defineConfig } from "prisma/config";

// The app applies migrations itself (scripts/db/migrate.ts); this file lets `prisma migrate deploy`
// and `prisma studio` work on a networked host with DATABASE_URL set.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unset" },
});

// `npm run admin:create -- --email ops@example.com [--name "Ops Team"]`: the first provider admin.
// The password is generated and printed once; only its argon2id hash is stored.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { hashPassword } from "../lib/auth/password";
import { disconnectDb, getDb } from "../lib/db";
import { EnvError, getDatabaseUrl } from "../lib/env";
import { applyMigrations } from "./db/migrations";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) {
    console.error("usage: npm run admin:create -- --email <address> [--name <name>]");
    return 2;
  }
  await applyMigrations(getDatabaseUrl());
  const db = getDb();
  if (await db.staffUser.findUnique({ where: { email: email.data }, select: { id: true } })) {
    console.error(`[admin] ${email.data} already has a staff account; nothing was changed`);
    return 1;
  }
  const password = randomBytes(18).toString("base64url");
  await db.staffUser.create({
    data: {
      email: email.data,
      name: values.name?.trim() || email.data.split("@")[0]!,
      role: "ADMIN",
      passwordHash: await hashPassword(password),
    },
  });
  console.log(`[admin] created provider admin ${email.data}`);
  console.log(`[admin] password (shown once, store it now): ${password}`);
  return 0;
}

main()
  .catch((error: unknown) => {
    console.error(
      error instanceof EnvError ? error.message : `[admin] ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  })
  .then(async (code) => {
    await disconnectDb();
    process.exit(code);
  });

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LAST_ADMIN_MESSAGE, SELF_DISABLE_MESSAGE, changeRole, setAccess } from "@/lib/console/staff/members";
import { db, disconnectDb } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { applyMigrations } from "../../scripts/db/migrations";
import { createDatabase } from "../setup/postgres";
import { staffContext } from "./staff-helpers";
import { startOwnEmbeddedServer, workerDatabaseUrl } from "../setup/worker-database";

// The last-admin rule (decision 614) counts every active admin, so it is tested on a database of this
// file's own, where the only admins are the ones each test makes: the shared one always has others'.

let stop: () => Promise<void>;

beforeAll(async () => {
  const own =
    inject("database") === "postgres"
      ? await createDatabase("paisapilot_last_admin").then(async (d) => {
          await applyMigrations(d.url);
          return { url: d.url, stop: d.drop };
        })
      : await startOwnEmbeddedServer();
  await disconnectDb();
  process.env.DATABASE_URL = own.url;
  resetEnvCache();
  stop = own.stop;
});

afterAll(async () => {
  await disconnectDb();
  process.env.DATABASE_URL = workerDatabaseUrl();
  resetEnvCache();
  await stop();
});

/** A world of exactly these staff members (every earlier one is disabled first). */
async function team(...roles: StaffRole[]) {
  await db.staffUser.updateMany({ where: { disabledAt: null }, data: { disabledAt: new Date() } });
  const members = [];
  for (const role of roles) members.push(await staffContext(role));
  return members;
}

const activeAdmins = () => db.staffUser.count({ where: { role: "ADMIN", disabledAt: null } });

describe("the last active admin", () => {
  it("cannot demote themself, with a clear message; cannot disable themself at all", async () => {
    const [only] = await team("ADMIN", "EDITOR");
    await expect(changeRole(only!, only!.session.staffId, "EDITOR")).rejects.toMatchObject({
      code: "conflict",
      message: LAST_ADMIN_MESSAGE,
    });
    await expect(setAccess(only!, only!.session.staffId, "disable")).rejects.toMatchObject({
      code: "conflict",
      message: SELF_DISABLE_MESSAGE,
    });
    expect(await activeAdmins()).toBe(1);
  });

  it("with a second admin, one may step down; then the other is the last", async () => {
    const [a, b] = await team("ADMIN", "ADMIN");
    await changeRole(a!, a!.session.staffId, "EDITOR");
    await expect(changeRole(b!, b!.session.staffId, "EDITOR")).rejects.toMatchObject({ message: LAST_ADMIN_MESSAGE });
    expect(await activeAdmins()).toBe(1);
  });

  it("two admins demoting each other at once leave one admin: the second is refused", async () => {
    const [a, b] = await team("ADMIN", "ADMIN");
    const results = await Promise.allSettled([
      changeRole(a!, b!.session.staffId, "EDITOR"),
      changeRole(b!, a!.session.staffId, "EDITOR"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "conflict", message: LAST_ADMIN_MESSAGE });
    expect(await activeAdmins()).toBe(1);
  });

  it("two admins disabling each other at once leave one admin", async () => {
    const [a, b] = await team("ADMIN", "ADMIN");
    const results = await Promise.allSettled([
      setAccess(a!, b!.session.staffId, "disable"),
      setAccess(b!, a!.session.staffId, "disable"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
  });

  it("a demotion and a disabling at once, by three admins, never leave none", async () => {
    const [a, b, c] = await team("ADMIN", "ADMIN", "ADMIN");
    await Promise.allSettled([
      changeRole(a!, b!.session.staffId, "EDITOR"),
      setAccess(b!, c!.session.staffId, "disable"),
      changeRole(c!, a!.session.staffId, "EDITOR"),
    ]);
    expect(await activeAdmins()).toBeGreaterThanOrEqual(1);
  });
});

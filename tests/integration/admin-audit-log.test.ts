import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import * as auditRoute from "@/app/api/admin/audit/route";
import { db } from "@/lib/db";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { auditEntry } from "@/lib/openapi/staff-responses";
import { writeAudit } from "@/lib/staff/audit";
import { fromIp, uniqueIp } from "./partner-helpers";
import { createStaff as staff, enrol, staffToken } from "./staff-helpers";

// The console's audit log (decision 602): append-only in the database, read-only over HTTP, and its
// answers as the OpenAPI document describes them.

describe("the audit log is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE from the database itself", async () => {
    const admin = await staff();
    await writeAudit(
      { staffId: admin.staffId, email: admin.email },
      { action: "test.entry", entityType: "Test", summary: "An entry" },
    );
    const row = await db.auditLog.findFirstOrThrow({ where: { actorId: admin.staffId } });
    await expect(db.$executeRaw`UPDATE "AuditLog" SET summary = 'changed' WHERE id = ${row.id}`).rejects.toThrow(
      /append-only/,
    );
    await expect(db.$executeRaw`DELETE FROM "AuditLog" WHERE id = ${row.id}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`TRUNCATE "AuditLog"`)).rejects.toThrow(/append-only/);
    await expect(db.auditLog.update({ where: { id: row.id }, data: { summary: "x" } })).rejects.toThrow();
    expect((await db.auditLog.findUniqueOrThrow({ where: { id: row.id } })).summary).toBe("An entry");
  });

  it("offers no route that changes it: the audit API answers 405 to every write method", async () => {
    const admin = await staff();
    await enrol(admin);
    const token = await staffToken(admin.staffId);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await auditRoute[method](
        new Request("http://localhost/api/admin/audit", { method, headers: { authorization: `Bearer ${token}` } }),
      );
      expect(response.status).toBe(405);
    }
  });

  it("refuses a `before` cursor past the bigint column with 400 JSON, and reads up to its largest value", async () => {
    const admin = await staff();
    await enrol(admin);
    const token = await staffToken(admin.staffId);
    const read = (before: string) =>
      auditRoute.GET(
        new Request(`http://localhost/api/admin/audit?before=${before}`, {
          headers: { authorization: `Bearer ${token}`, ...fromIp(uniqueIp()) },
        }),
      );
    for (const before of ["9223372036854775808", "9999999999999999999", "12x"]) {
      const refused = await read(before);
      expect(refused.status, before).toBe(400);
      expect(refused.headers.get("content-type")).toContain("application/json");
      expect((await refused.json()).error).toMatchObject({
        code: "validation_failed",
        fieldErrors: { before: [expect.any(String)] },
      });
    }
    const largest = await read("9223372036854775807");
    expect(largest.status).toBe(200);
    expect(Array.isArray((await largest.json()).data)).toBe(true);
  });

  it("answers entries the document's closed AuditEntry schema accepts: no actor id (issue 21)", async () => {
    const admin = await staff();
    await enrol(admin);
    const entityId = `audit-shape-${randomUUID()}`;
    await writeAudit(
      { staffId: admin.staffId, email: admin.email, ip: "203.0.113.7" },
      { action: "test.entry", entityType: "Test", entityId, summary: "An entry", before: { a: 1 }, after: null },
    );
    const token = await staffToken(admin.staffId);
    const response = await auditRoute.GET(
      new Request(`http://localhost/api/admin/audit?entityId=${entityId}`, {
        headers: { authorization: `Bearer ${token}`, ...fromIp(uniqueIp()) },
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toHaveLength(1);
    expect(Object.keys(body.data[0]).sort()).toEqual(Object.keys(auditEntry.shape).sort());
    const doc = JSON.parse(JSON.stringify(buildOpenApiDocument())) as object;
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc, "doc");
    const validate = ajv.getSchema(
      "doc#/paths/~1api~1admin~1audit/get/responses/200/content/application~1json/schema",
    )!;
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it("no source file writes to it except by insert", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (name === "node_modules" || name === "generated" || name.startsWith(".")) continue;
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(ts|tsx)$/.test(name)) {
          const text = readFileSync(file, "utf8");
          if (
            /auditLog\.(update|updateMany|upsert|delete|deleteMany)\b|(UPDATE|DELETE FROM|TRUNCATE)\s+"AuditLog"/.test(
              text,
            )
          )
            offenders.push(path.relative(process.cwd(), file));
        }
      }
    };
    for (const dir of ["app", "lib", "scripts", "prisma"]) walk(path.resolve(dir));
    expect(offenders).toEqual([]);
  });
});

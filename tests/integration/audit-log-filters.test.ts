import { describe, expect, it } from "vitest";
import { GET as auditRoute } from "@/app/api/admin/audit/route";
import { GET as auditCsv } from "@/app/api/admin/audit/export/route";
import { auditPage, listAuditEntries, type AuditFilter } from "@/lib/data/audit";
import { db } from "@/lib/db";
import { bearer, fromIp, get, uniqueEmail, uniqueIp } from "./partner-helpers";
import { createStaff as staff, enrol, staffToken } from "./staff-helpers";

// The audit log's filters, date range and pages (decision 611). Each test writes entries under an actor
// e-mail of its own and filters by it, so entries other tests write meanwhile never count.

type Entry = { action?: string; entityType?: string; summary?: string; at?: Date; before?: object; after?: object };

async function entries(actorEmail: string, list: Entry[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, e] of list.entries()) {
    const row = await db.auditLog.create({
      data: {
        actorEmail,
        action: e.action ?? "test.entry",
        entityType: e.entityType ?? "Test",
        summary: e.summary ?? `Entry ${i}`,
        ...(e.at ? { createdAt: e.at } : {}),
        ...(e.before ? { before: e.before } : {}),
        ...(e.after ? { after: e.after } : {}),
      },
    });
    ids.push(String(row.id));
  }
  return ids;
}

const summaries = async (filter: AuditFilter) => (await listAuditEntries(filter)).map((r) => r.summary);

async function adminToken() {
  const admin = await staff();
  await enrol(admin);
  return {
    admin,
    auth: { ...bearer(await staffToken(admin.staffId)), ...fromIp(uniqueIp()) },
  };
}

describe("audit log filters", () => {
  it("narrows by actor (any case), action and entity type, alone and together, newest first", async () => {
    const actor = uniqueEmail("audit-filter");
    await entries(actor, [
      { action: "partner.review", entityType: "Partner", summary: "a" },
      { action: "post.update", entityType: "BlogPost", summary: "b" },
      { action: "partner.review", entityType: "Partner", summary: "c" },
      { action: "post.update", entityType: "Service", summary: "d" },
    ]);
    expect(await summaries({ actor: actor.toUpperCase() })).toEqual(["d", "c", "b", "a"]);
    expect(await summaries({ actor, action: "partner.review" })).toEqual(["c", "a"]);
    expect(await summaries({ actor, entityType: "Service" })).toEqual(["d"]);
    expect(await summaries({ actor, action: "post.update", entityType: "BlogPost" })).toEqual(["b"]);
    expect(await summaries({ actor, action: "post.update", entityType: "Partner" })).toEqual([]);
    expect(await summaries({ actor: `x${actor}` })).toEqual([]);
  });

  it("reads from and to as whole days in India time, both included", async () => {
    const actor = uniqueEmail("audit-days");
    await entries(actor, [
      { summary: "23 Nov 23:59:59.999 IST", at: new Date("2026-11-23T18:29:59.999Z") },
      { summary: "24 Nov 00:00 IST", at: new Date("2026-11-23T18:30:00.000Z") },
      { summary: "24 Nov 23:59:59.999 IST", at: new Date("2026-11-24T18:29:59.999Z") },
      { summary: "25 Nov 00:00 IST", at: new Date("2026-11-24T18:30:00.000Z") },
    ]);
    expect(await summaries({ actor, from: "2026-11-24", to: "2026-11-24" })).toEqual([
      "24 Nov 23:59:59.999 IST",
      "24 Nov 00:00 IST",
    ]);
    expect(await summaries({ actor, from: "2026-11-25" })).toEqual(["25 Nov 00:00 IST"]);
    expect(await summaries({ actor, to: "2026-11-23" })).toEqual(["23 Nov 23:59:59.999 IST"]);
  });

  it("pages older and back newer without repeats or gaps, even when entries arrive meanwhile", async () => {
    const actor = uniqueEmail("audit-pages");
    const ids = await entries(
      actor,
      Array.from({ length: 7 }, () => ({})),
    );
    const newestFirst = [...ids].reverse();
    const filter = { actor };
    const first = await auditPage(filter, { take: 3 });
    expect(first.rows.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
    expect(first.newer).toBeUndefined();
    await entries(actor, [{ summary: "arrived meanwhile" }]);
    const second = await auditPage(filter, { take: 3, before: first.older });
    const third = await auditPage(filter, { take: 3, before: second.older });
    expect([...second.rows, ...third.rows].map((r) => r.id)).toEqual(newestFirst.slice(3));
    expect(third.older).toBeUndefined();
    const back = await auditPage(filter, { take: 3, after: third.newer });
    expect(back.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    const top = await auditPage(filter, { take: 3, after: back.newer });
    expect(top.rows.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
    // The entry written after the first page was read is one page further up, not lost.
    expect((await auditPage(filter, { take: 3, after: top.newer })).rows.map((r) => r.summary)).toEqual([
      "arrived meanwhile",
    ]);
  });

  it("a cursor past the bigint column (a page's ?before= typed by hand) reads from the top instead of failing", async () => {
    const actor = uniqueEmail("audit-overflow");
    const ids = await entries(actor, [{}, {}]);
    for (const before of ["9223372036854775808", "9999999999999999999"]) {
      const page = await auditPage({ actor }, { take: 5, before });
      expect(page.rows.map((r) => r.id)).toEqual([...ids].reverse());
    }
  });
});

describe("GET /api/admin/audit and its export", () => {
  it("filters and pages through the API, and refuses a bad range, page size or two cursors with 400", async () => {
    const { auth } = await adminToken();
    const actor = uniqueEmail("audit-api");
    await entries(actor, [
      { action: "x.one", at: new Date("2026-11-10T06:00:00Z") },
      { action: "x.two", at: new Date("2026-11-11T06:00:00Z") },
    ]);
    const read = (query: string) => auditRoute(get(`/api/admin/audit?actor=${actor}&${query}`, auth));
    const one = await read("action=x.one&from=2026-11-10&to=2026-11-10&limit=25");
    expect(one.status).toBe(200);
    expect((await one.json()).data.map((r: { action: string }) => r.action)).toEqual(["x.one"]);
    // Year 0000 is a day to JavaScript, not to PostgreSQL: it answered 500.
    const bads = [
      "from=2026-11-11&to=2026-11-10",
      "limit=10",
      "before=5&after=3",
      "from=2026-02-30",
      "from=0000-01-01",
    ];
    for (const bad of bads) {
      const refused = await read(bad);
      expect(refused.status, bad).toBe(400);
      expect((await refused.json()).error.code).toBe("validation_failed");
    }
  });

  it("exports the filtered entries as CSV, field by field and formula-safe, and logs the export [security 29]", async () => {
    const { admin, auth } = await adminToken();
    const actor = uniqueEmail("audit-csv");
    await entries(actor, [
      { summary: '=HYPERLINK("http://evil")', action: "csv.test" },
      {
        summary: "Approved",
        action: "csv.test",
        before: { status: "PENDING", name: "Rao Foods" },
        after: { status: "APPROVED", name: "Rao Foods", reason: "ok" },
      },
      { summary: "other action", action: "csv.other" },
    ]);
    const response = await auditCsv(get(`/api/admin/audit/export?actor=${actor}&action=csv.test`, auth));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toContain('"Who","Action"');
    expect(lines).toHaveLength(4); // header, two entries, the final line break
    expect(lines[1]).toContain('"status: Pending -> Approved\nreason: + ok"');
    expect(lines[1]).not.toContain("Rao Foods");
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const logged = await db.auditLog.findMany({ where: { actorId: admin.staffId, action: "audit.export" } });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      entityType: "AuditLog",
      summary: `Exported 2 audit entries (actor "${actor}", action "csv.test") as CSV`,
      after: { actor, action: "csv.test", rows: 2 },
    });
  });

  it("is for admins only: an editor is refused and nothing is logged", async () => {
    const editor = await staff("EDITOR");
    const token = await staffToken(editor.staffId);
    const response = await auditCsv(get("/api/admin/audit/export", { ...bearer(token), ...fromIp(uniqueIp()) }));
    expect(response.status).toBe(403);
    expect(await db.auditLog.count({ where: { actorId: editor.staffId, action: "audit.export" } })).toBe(0);
  });
});

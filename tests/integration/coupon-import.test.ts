import { describe, expect, it } from "vitest";
import * as importRoute from "@/app/api/v1/coupon/import/route";
import { db } from "@/lib/db";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { partnerWithToken } from "./coupon-helpers";

const today = todayInIndia();
const HEADER = "title,brand,link,category,startDate,expiryDate,description,image";
const line = (title: string, extra = "") =>
  `${title},Brand,https://b.example,Fashion,${addDays(today, 1)},${addDays(today, 9)},About ${title},https://img.example/a.png${extra}`;

function csv(body: string, headers: Record<string, string>) {
  return new Request("http://localhost/api/v1/coupon/import", {
    method: "POST",
    headers: { "content-type": "text/csv", ...headers },
    body,
  });
}
const count = (partnerId: string) => db.coupon.count({ where: { partnerId } });

describe("POST /api/v1/coupon/import", () => {
  it("stores every row for the caller, whatever owner or status columns the file names [security 7]", async () => {
    const a = await partnerWithToken("import-a");
    const b = await partnerWithToken("import-b");
    const text = [
      `${HEADER},partnerId,status,viewCount`,
      line("One", `,${b.id},claimed,999`),
      line("Two", `,${b.id},claimed,999`),
    ].join("\n");
    const response = await importRoute.POST(csv(text, a.auth));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      data: { imported: 2, ignoredColumns: ["partnerId", "status", "viewCount"] },
    });
    const rows = await db.coupon.findMany({ where: { partnerId: a.id }, orderBy: { title: "asc" } });
    expect(rows.map((r) => [r.title, r.status, r.viewCount])).toEqual([
      ["One", "PENDING", 0],
      ["Two", "PENDING", 0],
    ]);
    expect(await count(b.id)).toBe(0);
  });

  it("one bad row: 400 with its row number and messages, nothing stored", async () => {
    const a = await partnerWithToken("import-bad");
    const text = [HEADER, line("Good"), line("").replace(",Brand,", ",,")].join("\n");
    const response = await importRoute.POST(csv(text, a.auth));
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; rows: { row: number; errors: Record<string, string[]> }[] };
    };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.rows).toEqual([
      { row: 3, errors: { title: ["Title is required"], brand: ["Brand is required"] } },
    ]);
    expect(await count(a.id)).toBe(0);
  });

  it("a failing file's report names the columns it does not use, as a stored one does (issue 49 m4)", async () => {
    const a = await partnerWithToken("import-bad-ignored");
    const text = [`${HEADER},partnerId`, `${line("")},someone-else`].join("\n");
    const response = await importRoute.POST(csv(text, a.auth));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "validation_failed", ignoredColumns: ["partnerId"] });
  });

  it("the same file twice stores the rows once", async () => {
    const a = await partnerWithToken("import-twice");
    const text = [HEADER, line("Once")].join("\n");
    const [first, second] = await Promise.all([
      importRoute.POST(csv(text, a.auth)),
      importRoute.POST(csv(text, a.auth)),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 201]);
    expect(await count(a.id)).toBe(1);
  });

  it("refuses no session (401), a cross-site cookie post (403), a huge file (413), too many rows and other types [security 10]", async () => {
    const a = await partnerWithToken("import-limits");
    const text = [HEADER, line("X")].join("\n");
    expect((await importRoute.POST(csv(text, {}))).status).toBe(401);
    const crossSite = await importRoute.POST(
      csv(text, { cookie: `authToken=${a.token}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
    );
    expect(crossSite.status).toBe(403);
    expect((await importRoute.POST(csv("x".repeat(600 * 1024), a.auth))).status).toBe(413);
    const many = [HEADER, ...Array.from({ length: 501 }, (_, i) => line(`R${i}`))].join("\n");
    expect((await importRoute.POST(csv(many, a.auth))).status).toBe(400);
    expect((await importRoute.POST(csv(text, { ...a.auth, "content-type": "application/json" }))).status).toBe(415);
    expect(await count(a.id)).toBe(0);
  });
});

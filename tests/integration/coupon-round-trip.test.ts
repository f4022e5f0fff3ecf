import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import * as couponItem from "@/app/api/v1/coupon/[id]/route";
import * as exportRoute from "@/app/api/v1/coupon/export.csv/route";
import * as importRoute from "@/app/api/v1/coupon/import/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import { IMPORT_COLUMNS } from "@/lib/coupons/csv-import";
import { UNKNOWN_ID_MESSAGE } from "@/lib/data/coupon-reimport";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/model/calendar-day";
import { codeInUseMessage } from "@/lib/validations/coupon-messages";
import { couponForm, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { get } from "./partner-helpers";

// Issue 49 capability 5: one code per open coupon of a partner, the export in the import's columns, and
// a re-import that updates by id (decisions 559 and 560; SECURITY row 40).

const today = todayInIndia();
const create = (auth: Record<string, string>, body: Record<string, unknown>) =>
  couponRoot.POST(jsonCall("POST", "/api/v1/coupon", body, auth));
const csvImport = (auth: Record<string, string>, text: string) =>
  importRoute.POST(
    new Request("http://localhost/api/v1/coupon/import", {
      method: "POST",
      headers: { "content-type": "text/csv", ...auth },
      body: text,
    }),
  );
async function exported(auth: Record<string, string>) {
  const response = await exportRoute.GET(get("/api/v1/coupon/export.csv", auth));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  return { text, rows: Papa.parse<string[]>(text, { skipEmptyLines: true }).data };
}
const toText = (rows: string[][]) => Papa.unparse(rows);

describe("a code used once among a partner's open coupons", () => {
  it("refuses a code another open coupon of the partner uses, in the API, an edit and the import", async () => {
    const { id, auth } = await partnerWithToken("codes");
    const first = await create(auth, couponForm({ title: "First", code: "SAVE10" }));
    expect(first.status).toBe(201);
    const again = await create(auth, couponForm({ title: "Second", code: "save10" }));
    expect(again.status).toBe(400);
    const body = await again.json();
    expect(body.error.fieldErrors.code).toEqual([codeInUseMessage("save10", "First")]);
    expect(body.message).toBe(codeInUseMessage("save10", "First"));

    // An ended coupon's code, and another partner's, are free.
    await insertCoupon(id, today, { title: "Old", code: "OLD5", start: -9, expiry: -1 });
    expect((await create(auth, couponForm({ title: "Reuses old", code: "OLD5" }))).status).toBe(201);
    const other = await partnerWithToken("codes-other");
    expect((await create(other.auth, couponForm({ title: "Theirs", code: "SAVE10" }))).status).toBe(201);

    // An edit to a code in use is refused; keeping its own code is not.
    const row = await insertCoupon(id, today, { title: "Editable", code: "MINE1", start: 1, expiry: 9 });
    const edit = (code: string) =>
      couponItem.PATCH(
        jsonCall("PATCH", `/api/v1/coupon/${row.id}`, couponForm({ title: "Editable", code, version: 1 }), auth),
        params(row.id),
      );
    const refused = await edit("SAVE10");
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fieldErrors.code).toEqual([codeInUseMessage("SAVE10", "First")]);
    expect((await edit("MINE1")).status).toBe(200);

    const header = IMPORT_COLUMNS.join(",");
    const line = (title: string, code: string) =>
      `,${title},Brand,https://b.example,${code},,,Fashion,${today},2039-01-01,About,https://img.example/a.png,`;
    const imported = await csvImport(
      auth,
      [header, line("Row two", "SAVE10"), line("Row three", "NEW1"), line("Row four", "new1")].join("\n"),
    );
    expect(imported.status).toBe(400);
    expect((await imported.json()).error.rows).toEqual([
      { row: 2, errors: { code: [codeInUseMessage("SAVE10", "First")] } },
      { row: 4, errors: { code: ["Code new1 is already used on row 3 of this file"] } },
    ]);
    expect(await db.coupon.count({ where: { partnerId: id, title: { startsWith: "Row " } } })).toBe(0);
  });
});

describe("export and re-import by id", () => {
  it("exports the import's own columns and a re-import updates by id, adds the new rows, and records the edit", async () => {
    const { id, auth } = await partnerWithToken("round-trip");
    const live = await insertCoupon(id, today, {
      title: "=1+1 live",
      code: "LIVE1",
      start: -3,
      expiry: 20,
      claimCap: 50,
      viewCount: 7,
      imageUrl: "https://img.example/live.png",
    });
    const other = await partnerWithToken("round-trip-other");
    await insertCoupon(other.id, today, { title: "Not mine" });

    const { text, rows } = await exported(auth);
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(text).toContain(`"'=1+1 live"`);
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c, rows[1]![i]]));
    expect(cells).toMatchObject({ id: live.id, code: "LIVE1", claimCap: "50", category: "Fashion" });

    // As a spreadsheet would hand it back: one cell changed, one row added.
    const edited = rows.map((r) => [...r]);
    edited[1]![IMPORT_COLUMNS.indexOf("description")] = "Now with free shipping";
    const added = IMPORT_COLUMNS.map((c) =>
      c === "id" ? "" : c === "title" ? "Brand new" : c === "code" ? "" : rows[1]![IMPORT_COLUMNS.indexOf(c)]!,
    );
    added[IMPORT_COLUMNS.indexOf("startDate")] = today;
    const answer = await csvImport(auth, toText([...edited, added]));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      data: { imported: 1, updated: 1 },
      message: "Imported 1 coupon and updated 1",
    });

    const after = await db.coupon.findUniqueOrThrow({ where: { id: live.id } });
    expect(after).toMatchObject({
      title: "=1+1 live",
      description: "Now with free shipping",
      version: 2,
      viewCount: 7,
    });
    const changes = await db.couponChange.findMany({ where: { couponId: live.id } });
    expect(changes.map((c) => c.kind)).toEqual(["EDIT"]);
    expect(await db.coupon.count({ where: { partnerId: id, title: "Brand new" } })).toBe(1);

    // The same file as exported again changes nothing and bumps no version.
    const { rows: again } = await exported(auth);
    const unchanged = await csvImport(
      auth,
      toText(again.filter((r) => r[IMPORT_COLUMNS.indexOf("title")] !== "Brand new")),
    );
    expect(await unchanged.json()).toMatchObject({ data: { imported: 0, updated: 0 } });
    expect((await db.coupon.findUniqueOrThrow({ where: { id: live.id } })).version).toBe(2);
  });

  it("another partner's id is refused exactly as an unknown one, and nothing is stored [security 40]", async () => {
    const { id, auth } = await partnerWithToken("round-trip-cross");
    const other = await partnerWithToken("round-trip-victim");
    const theirs = await insertCoupon(other.id, today, { title: "Victim's" });
    const mine = await insertCoupon(id, today, { title: "Mine", imageUrl: "https://img.example/mine.png" });
    const { rows } = await exported(auth);
    const row = rows[1]!;
    const withId = (value: string) => {
      const r = [...row];
      r[0] = value;
      r[IMPORT_COLUMNS.indexOf("title")] = "Taken over";
      return r;
    };
    const answer = await csvImport(auth, toText([rows[0]!, withId(theirs.id), withId("made-up-id"), row]));
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.rows).toEqual([
      { row: 2, errors: { id: [UNKNOWN_ID_MESSAGE] } },
      { row: 3, errors: { id: [UNKNOWN_ID_MESSAGE] } },
    ]);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: theirs.id } })).title).toBe("Victim's");
    expect((await db.coupon.findUniqueOrThrow({ where: { id: mine.id } })).title).toBe("Mine");
    expect(await db.coupon.count({ where: { title: "Taken over" } })).toBe(0);
  });
});

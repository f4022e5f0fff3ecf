import { describe, expect, it } from "vitest";
import { API_KEY_SCOPE_MESSAGE } from "@/lib/auth/partner-api-key";
import { createApiKey } from "@/lib/data/partner-api-keys";
import { db } from "@/lib/db";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { todayInIndia } from "@/lib/model/calendar-day";
import type { Document } from "../shared/contract";
import { App, type Call } from "./contract/app";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";

// A partner API key reaches only the routes that declare it (decision 557, SECURITY row 38), whatever
// their path: every documented partner operation is called with a key, in-process through proxy.ts and
// its route file. Those the document marks for a key (security `partnerApiKey`) must not refuse it; every
// other one must answer 403 with the scope message and change nothing. A route added later under
// /api/v1/coupon/… is refused until it says otherwise (the path rule this replaced let a key download the
// partner's whole export, /api/v1/coupon/export.csv).

const doc = buildOpenApiDocument() as unknown as Document & {
  paths: Record<string, Record<string, { operationId: string; security?: Record<string, string[]>[] }>>;
};
const app = new App(doc);

const schemes = (security: Record<string, string[]>[] = []) => security.flatMap((entry) => Object.keys(entry));
const partnerOperations = Object.entries(doc.paths).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([, op]) => schemes(op.security).includes("bearerAuth"))
    .map(([method, op]) => ({
      template,
      method: method.toUpperCase() as Call["method"],
      operationId: op.operationId,
      forKeys: schemes(op.security).includes("partnerApiKey"),
    })),
);

describe("a partner API key on every partner operation", () => {
  it("the document names the three a key may call: redeem a code, list coupons, read one [security 38]", () => {
    expect(partnerOperations.filter((op) => op.forKeys).map((op) => op.operationId)).toEqual(
      expect.arrayContaining(["redeemCode", "listCoupons", "getCoupon"]),
    );
    expect(partnerOperations.filter((op) => op.forKeys)).toHaveLength(3);
    expect(partnerOperations.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(["exportCouponsCsv", "couponStatsCsv", "listGroupedCoupons", "couponMetrics"]),
    );
  });

  it("is refused (403, the scope message) by every other one, and accepted by those three [security 38]", async () => {
    const partner = await partnerWithToken("key-scope-all");
    const coupon = await insertCoupon(partner.id, todayInIndia(), { start: -1, expiry: 10 });
    const { key, id: keyId } = await createApiKey(partner.id, "Scope check");
    const before = await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } });

    const answers: { operationId: string; forKeys: boolean; status: number; message: unknown }[] = [];
    for (const op of partnerOperations) {
      const path = op.template.replace(/\{[^}]+\}/g, coupon.id);
      const body = op.method === "GET" || op.method === "DELETE" ? undefined : "{}";
      const response = await app.serve({
        method: op.method,
        path,
        headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
        body,
      });
      const text = await response.text();
      const message = response.headers.get("content-type")?.includes("json")
        ? (JSON.parse(text) as { error?: { message?: unknown } }).error?.message
        : undefined;
      answers.push({ operationId: op.operationId, forKeys: op.forKeys, status: response.status, message });
    }

    const refused = (a: (typeof answers)[number]) => a.status === 403 && a.message === API_KEY_SCOPE_MESSAGE;
    expect(answers.filter((a) => !a.forKeys && !refused(a))).toEqual([]);
    expect(answers.filter((a) => a.forKeys && (refused(a) || a.status === 401))).toEqual([]);
    expect(answers.filter((a) => !a.forKeys).length).toBeGreaterThan(20);
    // Nothing the refused calls named was changed, and only the accepted ones are in the key's trail.
    expect(await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toEqual(before);
    const trail = await db.partnerApiKeyUse.findMany({ where: { keyId }, select: { method: true, path: true } });
    expect(trail.map((use) => `${use.method} ${use.path}`).sort()).toEqual(
      ["GET /api/v1/coupon", `GET /api/v1/coupon/${coupon.id}`, "POST /api/v1/redemptions"].sort(),
    );
  });
});

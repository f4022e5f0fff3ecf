import type { APIRequestContext } from "@playwright/test";
import { DEMO_APP_KEY } from "../config/demo-accounts";
import { couponBody } from "../tests/shared/coupon-body";
import { Contract, type Document } from "../tests/shared/contract";
import { createPartner, expect, test } from "./fixtures";
import { call, type Method, routeFilePaths } from "./pages/api-contract";
import { dayOffset } from "./pages/coupon-rows";
import { isSeeded } from "./pages/seeded-content";
import { TINY_PNG } from "./pages/coupon-listing";

// The mobile API contract (issue 13): /api/openapi.json documents every /api route, and every operation
// in it, called over HTTP, answers with a status the document lists and a body its schema accepts
// (tests/shared/contract.ts, which tests/integration/contract-errors.test.ts uses for every status).

test.describe("the API contract (/api/openapi.json)", () => {
  test("documents every /api route", async ({ request }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    const doc = (await response.json()) as Document;
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.keys(doc.paths).sort();
    expect(documented).toEqual(routeFilePaths().sort());
  });

  // One group over the whole document, one test per area, each with its own data: the last test checks
  // that the others called every documented operation, so they run in order in one worker.
  test.describe("every operation answers as documented", () => {
    test.describe.configure({ mode: "serial" });
    let contract: Contract | undefined;
    const answers = async (request: APIRequestContext) => {
      contract ??= new Contract((await (await request.get("/api/openapi.json")).json()) as Document);
      const checked = contract;
      return (method: Method, url: string, expected: number, options?: Parameters<typeof call>[5]) =>
        call(checked, request, method, url, expected, options);
    };

    test("platform, public content and public forms", async ({ request }) => {
      const c = await answers(request);
      await c("get", "/api/health", 200);
      await c("get", "/api/openapi.json", 200);
      // The scheduler's route: the secret is the server's own, so a stranger is refused.
      await c("get", "/api/cron/cleanup-uploads", 401);
      await c("get", "/api/cron/send-mail", 401);
      await c("get", "/api/cron/count-events", 401);
      // Seeded items: a console test may publish and remove its own meanwhile (decision 707).
      const posts: { slug: string }[] = await c("get", "/api/blog", 200);
      const post = posts.find((p) => isSeeded(`/blog/${p.slug}`))!;
      await c("get", `/api/blog/${post.slug}`, 200);
      await c("get", "/api/blog/no-such-post", 404);
      const services: { _id: string }[] = await c("get", "/api/dynamics", 200);
      const service = services.find((s) => isSeeded(`/dynamics/${s._id}`))!;
      await c("get", `/api/dynamics/${service._id}`, 200);
      await c("get", "/api/dynamics/no-such-service", 404);
      await c("post", "/api/page-views", 204, { data: { path: "/partnerPrice" } });
      await c("post", "/api/page-views", 404, { data: { path: "/contract" } });

      await c("post", "/api/contact", 201, {
        data: { name: "Asha Rao", email: "asha@example.com", message: "Hello from the contract test" },
      });
      await c("post", "/api/contact", 400, { data: { name: "", email: "x", message: "" } });
      await c("post", "/api/user/signup", 400, { data: { name: "" } });
      await c("post", "/api/v1/account-deletion", 400, {
        data: { email: "nobody.contract@example.com" },
      });
    });

    test("partner sign-in flows (answers that need no mailbox)", async ({ request, sql, playwright, baseURL }) => {
      const c = await answers(request);
      const partner = await createPartner(sql);
      await c("post", "/api/v1/otp/send-otp", 200, { data: { email: partner.email, type: "password_reset" } });
      await c("post", "/api/v1/otp/verify-otp", 400, {
        data: { email: partner.email, type: "password_reset", otp: "12" },
      });
      await c("post", "/api/v1/otp/reset-password", 400, { data: { email: partner.email } });
      await c("post", "/api/v1/user/signup", 400, { data: { email: partner.email } });
      await c("post", "/api/v1/user/login", 401, { data: { email: partner.email, password: "Wrong-Password-1" } });
      // Signed in from another client, so its authToken cookie stays out of this one's cookie jar.
      const elsewhere = await playwright.request.newContext({ baseURL });
      const login = await call(contract!, elsewhere, "post", "/api/v1/user/login", 200, {
        data: { email: partner.email, password: partner.password },
      });
      await elsewhere.dispose();
      expect(login.data.token).toEqual(expect.any(String));
    });

    test("the partner's account, notifications and uploads", async ({ request, signedInPartner }) => {
      const c = await answers(request);
      const auth = { authorization: `Bearer ${signedInPartner.token}` };
      await c("get", "/api/v1/user", 401);
      await c("get", "/api/v1/user", 200, { headers: auth });
      await c("patch", "/api/v1/user", 200, { headers: auth, data: { companyName: "Rao Foods & Co" } });
      await c("put", "/api/v1/user", 200, { headers: auth, data: { firstName: "Asha" } });
      await c("patch", "/api/v1/user", 400, { headers: auth, data: { companyPrivacyURL: "not a url" } });
      await c("get", "/api/v1/notifications", 200, { headers: auth });

      await c("post", "/api/v1/upload", 201, {
        headers: auth,
        multipart: { file: { name: "coupon.png", mimeType: "image/png", buffer: TINY_PNG } },
      });
      await c("post", "/api/v1/upload", 415, {
        headers: auth,
        multipart: { file: { name: "page.png", mimeType: "image/png", buffer: Buffer.from("<html></html>") } },
      });
    });

    test("coupons, their import and the public offers", async ({ request, signedInPartner }) => {
      const c = await answers(request);
      const auth = { authorization: `Bearer ${signedInPartner.token}` };
      const upload = await c("post", "/api/v1/upload", 201, {
        headers: auth,
        multipart: { file: { name: "coupon.png", mimeType: "image/png", buffer: TINY_PNG } },
      });
      const form = couponBody({ image: upload.secure_url });
      const created = await c("post", "/api/v1/coupon", 201, { headers: auth, data: form });
      await c("post", "/api/v1/coupon", 400, { headers: auth, data: { ...form, title: "" } });
      const id = created.data.id;
      await c("get", "/api/v1/coupon", 200, { headers: auth });
      await c("get", "/api/v1/coupon?limit=0", 400, { headers: auth });
      await c("get", "/api/v1/coupon/listed", 200, { headers: auth });
      await c("get", "/api/v1/coupon/metrics", 200, { headers: auth });
      await c("get", "/api/v1/coupon/stats.csv", 200, { headers: auth });
      await c("get", "/api/v1/coupon/stats/daily.csv", 200, { headers: auth });
      await c("get", "/api/v1/coupon/export.csv", 200, { headers: auth });
      await c("get", `/api/v1/coupon/${id}`, 200, { headers: auth });
      await c("get", "/api/v1/coupon/someone-elses", 404, { headers: auth });
      const updated = await c("patch", `/api/v1/coupon/${id}`, 200, {
        headers: auth,
        data: { ...form, title: "Flat 45% off kurtas", version: created.data.version },
      });
      await c("patch", `/api/v1/coupon/${id}`, 409, {
        headers: auth,
        data: { ...form, version: created.data.version },
      });
      await c("put", `/api/v1/coupon/${id}`, 200, {
        headers: auth,
        data: { ...form, version: updated.data.version },
      });
      await c("post", "/api/v1/coupon/import", 201, {
        headers: { ...auth, "content-type": "text/csv" },
        data: `title,brand,link,code,actualPricing,discountedPrice,category,startDate,expiryDate,description,image\nCSV deal,Brand,https://brand.example,CODE1,200,100,Food & Beverage,${dayOffset(0)},${dayOffset(10)},From a file,${upload.secure_url}\n`,
      });
      await c("post", "/api/v1/coupon/import", 400, {
        headers: { ...auth, "content-type": "text/csv" },
        data: "title\n\n",
      });

      // Offers: the partner's coupon is live once the partner is approved (it is).
      const offers = await c("get", "/api/v1/offers", 200);
      expect(offers.data.map((o: { id: string }) => o.id)).toContain(id);
      await c("get", `/api/v1/offers/${id}`, 200);
      await c("get", "/api/v1/offers/no-such-offer", 404);
      // A view the app reports for one of its devices (decision 551).
      await c("post", `/api/v1/offers/${id}/views`, 202, {
        headers: { "x-app-key": DEMO_APP_KEY, "x-device-id": "contract-device-1" },
      });
      // Claims (decision 547): the app's key, once per user; a wrong key says nothing of the offer.
      const app = { "x-app-key": DEMO_APP_KEY };
      const claimed = await c("post", `/api/v1/offers/${id}/claims`, 201, {
        headers: app,
        data: { userId: "contract-u1" },
      });
      const again = await c("post", `/api/v1/offers/${id}/claims`, 200, {
        headers: app,
        data: { userId: "contract-u1" },
      });
      expect(again.data).toEqual(claimed.data);
      await c("post", `/api/v1/offers/${id}/claims`, 401, { headers: { "x-app-key": "wrong" }, data: { userId: "u" } });
      await c("post", "/api/v1/offers/no-such-offer/claims", 404, { headers: app, data: { userId: "contract-u1" } });

      // Running offers (decision 546): pause, resume, duplicate, end, and the history they leave.
      await c("post", `/api/v1/coupon/${id}/pause`, 200, { headers: auth });
      await c("get", `/api/v1/offers/${id}`, 404);
      await c("post", `/api/v1/coupon/${id}/resume`, 200, { headers: auth });
      const copy = await c("post", `/api/v1/coupon/${id}/duplicate`, 201, { headers: auth });
      expect(copy.data.startDate).toBe(dayOffset(1));
      await c("post", `/api/v1/coupon/${copy.data.id}/end`, 200, { headers: auth });
      const history = await c("get", `/api/v1/coupon/${id}/history`, 200, { headers: auth });
      expect(history.data.map((h: { kind: string }) => h.kind)).toEqual(["resume", "pause", "edit", "edit"]);
      await c("post", "/api/v1/coupon/someone-elses/pause", 404, { headers: auth });

      // Many at once (decision 559): the copy deleted by the bulk call, then brought back by its undo token.
      const bulk = await c("post", "/api/v1/coupon/bulk", 200, {
        headers: auth,
        data: { action: "delete", ids: [copy.data.id, "someone-elses"] },
      });
      expect(bulk.data.failed).toEqual([{ id: "someone-elses", message: "Coupon not found" }]);
      await c("post", "/api/v1/coupon/bulk", 400, { headers: auth, data: { action: "pause", ids: [] } });
      const restored = await c("post", "/api/v1/coupon/bulk/restore", 200, {
        headers: auth,
        data: { undoTokens: [bulk.data.done[0].undoToken] },
      });
      expect(restored.data).toEqual({ done: [{ id: copy.data.id }], failed: [] });

      await c("delete", `/api/v1/coupon/${id}`, 200, { headers: auth });
    });

    test("codes per claim, redemptions and partner API keys", async ({ request, signedInPartner }) => {
      const c = await answers(request);
      const auth = { authorization: `Bearer ${signedInPartner.token}` };
      const upload = await c("post", "/api/v1/upload", 201, {
        headers: auth,
        multipart: { file: { name: "coupon.png", mimeType: "image/png", buffer: TINY_PNG } },
      });
      const created = await c("post", "/api/v1/coupon", 201, {
        headers: auth,
        data: couponBody({ image: upload.secure_url }),
      });
      const id = created.data.id;
      // A pool of one code (decision 556): the first claim gets it, the next finds the pool empty.
      const code = `E2E-${Date.now()}`;
      await c("post", `/api/v1/coupon/${id}/codes`, 200, { headers: auth, data: { mode: "pool", codes: [code] } });
      await c("post", "/api/v1/coupon/someone-elses/codes", 404, { headers: auth, data: { mode: "generated" } });
      const app = { "x-app-key": DEMO_APP_KEY };
      const claimed = await c("post", `/api/v1/offers/${id}/claims`, 201, {
        headers: app,
        data: { userId: "pool-u1" },
      });
      expect(claimed.data).toMatchObject({ code, singleUse: true });
      await c("post", `/api/v1/offers/${id}/claims`, 409, { headers: app, data: { userId: "pool-u2" } });
      // A key for the partner's own checkout (decision 557): shown once, redeems once, revoked at once.
      const made = await c("post", "/api/v1/user/api-keys", 201, { headers: auth, data: { name: "Checkout" } });
      const keys = await c("get", "/api/v1/user/api-keys", 200, { headers: auth });
      expect(JSON.stringify(keys)).not.toContain(made.data.key);
      const withKey = { authorization: `Bearer ${made.data.key}` };
      const redeemed = await c("post", "/api/v1/redemptions", 201, {
        headers: withKey,
        data: { code, orderAmount: 1499 },
      });
      expect(redeemed.data).toMatchObject({ code, orderAmount: 1499, offer: { id } });
      await c("post", "/api/v1/redemptions", 409, { headers: withKey, data: { code } });
      await c("post", "/api/v1/redemptions", 404, { headers: withKey, data: { code: "NO-SUCH-CODE" } });
      await c("delete", `/api/v1/user/api-keys/${made.data.id}`, 200, { headers: auth });
      await c("post", "/api/v1/redemptions", 401, { headers: withKey, data: { code } });
    });

    test("a password change, then signing out", async ({ request, signedInPartner: partner }) => {
      const c = await answers(request);
      const auth = { authorization: `Bearer ${partner.token}` };
      await c("post", "/api/v1/user/reset-password", 400, { headers: auth, data: { oldPassword: "" } });
      const changed = await c("post", "/api/v1/user/reset-password", 200, {
        headers: auth,
        data: { oldPassword: partner.password, newPassword: "Another-Kite-4821" },
      });
      const fresh = { authorization: `Bearer ${changed.data.token}` };
      const sessions = await c("get", "/api/v1/user/sessions", 200, { headers: fresh });
      expect(sessions.data).toEqual([expect.objectContaining({ current: true })]);
      await c("delete", "/api/v1/user/sessions/no-such-session", 404, { headers: fresh });
      await c("post", "/api/v1/user/logout", 200, { headers: fresh });
      await c("get", "/api/v1/user", 401, { headers: fresh });
      // Signed in again: 'sign out of all devices' ends this session too.
      const again = await c("post", "/api/v1/user/login", 200, {
        data: { email: partner.email, password: "Another-Kite-4821" },
      });
      const other = { authorization: `Bearer ${again.data.token}` };
      await c("delete", "/api/v1/user/sessions", 200, { headers: other });
      await c("get", "/api/v1/user/sessions", 401, { headers: other });
    });

    test("the staff API without a staff session; next-auth's routes are not mounted", async ({ request }) => {
      const c = await answers(request);
      // The staff API refuses anyone without a staff session, as documented.
      await c("get", "/api/admin/partners", 401);
      await c("post", "/api/admin/partners/someone/review", 401, { data: { decision: "approve" } });
      await c("get", "/api/admin/audit", 401);
      await c("get", "/api/admin/audit/export", 401);
      await c("get", "/api/admin/inbox/leads.csv", 401);
      await c("post", "/api/admin/uploads", 401, {
        multipart: { file: { name: "a.png", mimeType: "image/png", buffer: TINY_PNG } },
      });

      // next-auth's own routes are not mounted (decision 401): an unknown API path, 404 JSON.
      expect((await request.get("/api/auth/csrf")).status()).toBe(404);
    });

    test("between them, the tests above called every documented operation", () => {
      expect(contract, "the tests above ran").toBeDefined();
      const all = Object.values(contract!.doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
      const notCalled = all.filter((id) => !contract!.called.has(id));
      expect(notCalled, "operations these tests never called").toEqual([]);
    });
  });
});

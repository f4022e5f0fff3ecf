import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// Rows of ../shared/SECURITY.md's test matrix that no other file covers whole (docs/SECURITY.md).
// Actions and pages read the request through next/headers: a request without a cookie, carrying
// whatever headers a test forges, stands in for the browser.
const browser = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => browser.headers,
}));
// No Next runtime here: the cache helpers do nothing and invalidations are only recorded.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import { dashboardPartner } from "@/app/(partner)/dashboard/current-partner";
import { POST as contact } from "@/app/api/contact/route";
import { GET as getPost } from "@/app/api/blog/[slug]/route";
import { GET as getService } from "@/app/api/dynamics/[id]/route";
import { POST as lead } from "@/app/api/user/signup/route";
import * as couponItem from "@/app/api/v1/coupon/[id]/route";
import * as couponImport from "@/app/api/v1/coupon/import/route";
import * as couponListed from "@/app/api/v1/coupon/listed/route";
import * as couponMetrics from "@/app/api/v1/coupon/metrics/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import * as couponStats from "@/app/api/v1/coupon/stats.csv/route";
import * as couponDailyStats from "@/app/api/v1/coupon/stats/daily.csv/route";
import * as notifications from "@/app/api/v1/notifications/route";
import * as upload from "@/app/api/v1/upload/route";
import * as logout from "@/app/api/v1/user/logout/route";
import * as changePassword from "@/app/api/v1/user/reset-password/route";
import * as user from "@/app/api/v1/user/route";
import { changePasswordAction } from "@/lib/actions/change-password";
import { createCouponAction } from "@/lib/actions/create-coupon";
import { deleteCouponAction } from "@/lib/actions/delete-coupon";
import { importCouponsAction } from "@/lib/actions/import-coupons";
import { listCouponsAction } from "@/lib/actions/list-coupons";
import { restoreCouponAction } from "@/lib/actions/restore-coupon";
import { updateCouponAction } from "@/lib/actions/update-coupon";
import { updateProfileAction } from "@/lib/actions/update-profile";
import { db } from "@/lib/db";
import { UNVERIFIED_IP } from "@/lib/http/client-ip";
import { forget } from "@/lib/limits/limiter";
import { createBlogPost } from "./content-helpers";
import { couponForm, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { get } from "./partner-helpers";
import { fromIp, jsonRequest, uniqueEmail, uniqueIp } from "./public-helpers";

const SQL = `'; DROP TABLE "Coupon"; --`;
const SCRIPT = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

async function couponOf(auth: Record<string, string>) {
  const response = await couponRoot.POST(jsonCall("POST", "/api/v1/coupon", couponForm(), auth));
  expect(response.status).toBe(201);
  return (await response.json()).data.id as string;
}

describe("row 7: owner fields never move a record", () => {
  it("A's edit of B's coupon that names A as owner is 404 and changes nothing [security 7]", async () => {
    const a = await partnerWithToken("owner-field-a");
    const b = await partnerWithToken("owner-field-b");
    const id = await couponOf(b.auth);
    const before = await db.coupon.findUniqueOrThrow({ where: { id } });
    const takeOver = { ...couponForm({ title: "mine now" }), version: 1, partnerId: a.id, userId: a.id, owner: a.id };
    for (const method of ["PATCH", "PUT"] as const) {
      const response = await couponItem[method](jsonCall(method, `/api/v1/coupon/${id}`, takeOver, a.auth), params(id));
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe("Coupon not found");
    }
    expect(await db.coupon.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("a profile edit naming another partner, a status or an e-mail changes only the caller's own fields [security 7]", async () => {
    const a = await partnerWithToken("profile-a");
    const b = await partnerWithToken("profile-b");
    await db.notification.create({ data: { partnerId: b.id, message: `for b only ${randomUUID()}` } });
    const bBefore = await db.partner.findUniqueOrThrow({ where: { id: b.id } });
    const forged = { id: b.id, _id: b.id, partnerId: b.id, status: "REJECTED", sessions: [] };
    // Another partner's e-mail is refused outright (decision 540), and nothing of the request is stored.
    const withEmail = await user.PATCH(
      jsonCall("PATCH", "/api/v1/user", { ...forged, email: b.email, companyName: "B Co" }, a.auth),
    );
    expect(withEmail.status).toBe(400);
    const response = await user.PATCH(jsonCall("PATCH", "/api/v1/user", { ...forged, companyName: "A Co" }, a.auth));
    expect(response.status).toBe(200);
    expect(await db.partner.findUniqueOrThrow({ where: { id: b.id } })).toEqual(bBefore);
    expect(await db.partner.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({
      email: a.email,
      status: "APPROVED",
      companyName: "A Co",
    });
    expect(await db.partnerSession.count({ where: { partnerId: a.id } })).toBe(1);
    const listed = await (await notifications.GET(get("/api/v1/notifications", a.auth))).json();
    expect(JSON.stringify(listed)).not.toContain("for b only");
  });
});

describe("row 8: no session, whatever internal header is forged", () => {
  const FORGED: Record<string, string>[] = [
    {},
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", "x-forwarded-for": "127.0.0.1" },
  ];

  it("every private API route answers 401 without a cookie or token [security 8]", async () => {
    const owner = await partnerWithToken("no-session");
    const id = await couponOf(owner.auth);
    const before = await db.coupon.findUniqueOrThrow({ where: { id } });
    const png = new FormData();
    png.set("file", new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]), "a.png");
    for (const headers of FORGED) {
      const calls: [string, () => Promise<Response>][] = [
        ["GET coupon", () => couponRoot.GET(get("/api/v1/coupon", headers))],
        ["POST coupon", () => couponRoot.POST(jsonCall("POST", "/api/v1/coupon", couponForm(), headers))],
        ["GET coupon/id", () => couponItem.GET(get(`/api/v1/coupon/${id}`, headers), params(id))],
        [
          "PATCH coupon/id",
          () =>
            couponItem.PATCH(
              jsonCall("PATCH", `/api/v1/coupon/${id}`, { ...couponForm(), version: 1 }, headers),
              params(id),
            ),
        ],
        [
          "DELETE coupon/id",
          () =>
            couponItem.DELETE(
              new Request(`http://localhost/api/v1/coupon/${id}`, { method: "DELETE", headers }),
              params(id),
            ),
        ],
        ["GET listed", () => couponListed.GET(get("/api/v1/coupon/listed", headers))],
        ["GET metrics", () => couponMetrics.GET(get("/api/v1/coupon/metrics", headers))],
        ["GET stats.csv", () => couponStats.GET(get("/api/v1/coupon/stats.csv", headers))],
        ["GET stats/daily.csv", () => couponDailyStats.GET(get("/api/v1/coupon/stats/daily.csv", headers))],
        ["GET notifications", () => notifications.GET(get("/api/v1/notifications", headers))],
        ["GET user", () => user.GET(get("/api/v1/user", headers))],
        ["PATCH user", () => user.PATCH(jsonCall("PATCH", "/api/v1/user", { companyName: "X" }, headers))],
        [
          "POST reset-password",
          () =>
            changePassword.POST(
              jsonCall("POST", "/api/v1/user/reset-password", { oldPassword: "a", newPassword: "b" }, headers),
            ),
        ],
        ["POST logout", () => logout.POST(jsonCall("POST", "/api/v1/user/logout", {}, headers))],
        [
          "POST upload",
          () => upload.POST(new Request("http://localhost/api/v1/upload", { method: "POST", headers, body: png })),
        ],
        [
          "POST import",
          () =>
            couponImport.POST(
              new Request("http://localhost/api/v1/coupon/import", {
                method: "POST",
                headers: { ...headers, "content-type": "text/csv" },
                body: "title\nx",
              }),
            ),
        ],
      ];
      for (const [name, call] of calls) {
        const response = await call();
        expect(response.status, `${name} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.headers.get("content-type"), name).toContain("application/json");
      }
    }
    expect(await db.coupon.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await db.coupon.count({ where: { partnerId: owner.id } })).toBe(1);
  });

  it("every partner action answers unauthorized, and the dashboard sends to sign-in, without a cookie [security 8]", async () => {
    const owner = await partnerWithToken("no-session-actions");
    const id = await couponOf(owner.auth);
    const before = await db.coupon.findUniqueOrThrow({ where: { id } });
    const file = new FormData();
    file.set("file", new Blob(["title\nx"]), "coupons.csv");
    for (const headers of FORGED) {
      browser.headers = new Headers(headers);
      const results = [
        await createCouponAction(couponForm()),
        await updateCouponAction({ ...couponForm({ title: "taken" }), id, version: 1 }),
        await deleteCouponAction({ id }),
        await restoreCouponAction({ undoToken: "x.y" }),
        await listCouponsAction({}),
        await updateProfileAction({
          firstName: "Taken",
          lastName: "Over",
          phoneNumber: "+91 98765 43210",
          companyName: "Taken",
          companyAddress: "1 MG Road, Bengaluru",
          companyPrivacyURL: "https://taken.example/privacy",
        }),
        await changePasswordAction({ oldPassword: "a", newPassword: "b", confirmPassword: "b" }),
        await importCouponsAction(null, file),
      ];
      for (const result of results) expect(result).toMatchObject({ ok: false, code: "unauthorized" });
      await expect(dashboardPartner()).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/NewSignIn\?session=ended;/),
      });
    }
    expect(await db.coupon.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await db.coupon.count({ where: { partnerId: owner.id } })).toBe(1);
  });
});

describe("row 15: SQL and script payloads are data", () => {
  it("the public forms store payloads literally [security 15]", async () => {
    // A coupon made before the payloads arrive, so the payload's DROP TABLE has a known row to remove.
    const coupon = await couponOf((await partnerWithToken("payload-witness")).auth);
    const email = uniqueEmail("payload");
    const message = `${SQL}\n${SCRIPT}\n' OR '1'='1`;
    const sent = await contact(jsonRequest("/api/contact", { name: SCRIPT, email, message }, fromIp(uniqueIp())));
    expect(sent.status).toBe(201);
    expect(await db.contactMessage.findFirstOrThrow({ where: { email } })).toMatchObject({ name: SCRIPT, message });

    const leadEmail = uniqueEmail("payload-lead");
    const signedUp = await lead(
      jsonRequest(
        "/api/user/signup",
        { name: SCRIPT, email: leadEmail, phone: "+91 98765 43210", companySize: "1-10", location: SQL },
        fromIp(uniqueIp()),
      ),
    );
    expect(signedUp.status).toBe(201);
    expect(await db.lead.findFirstOrThrow({ where: { email: leadEmail } })).toMatchObject({
      name: SCRIPT,
      location: SQL,
    });
    expect(await db.coupon.findUnique({ where: { id: coupon }, select: { id: true } })).toEqual({ id: coupon });
  });

  it("a payload as a slug or id is a 4xx JSON answer, and a payload title makes a plain slug [security 15]", async () => {
    const post = await createBlogPost({
      title: `${SCRIPT} ${SQL} ${randomUUID().slice(0, 8)}`,
      description: SCRIPT,
      published: true,
    });
    expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const found = await getPost(new Request(`http://test/api/blog/${post.slug}`), {
      params: Promise.resolve({ slug: post.slug }),
    });
    expect(await found.json()).toMatchObject({ title: post.title, description: SCRIPT });

    const payloads = [SQL, SCRIPT, "' OR '1'='1", "1; SELECT pg_sleep(5)", "%27%20OR%201%3D1"];
    for (const bad of payloads) {
      for (const response of [
        await getPost(new Request("http://test/api/blog/x"), { params: Promise.resolve({ slug: bad }) }),
        await getService(new Request("http://test/api/dynamics/x"), { params: Promise.resolve({ id: bad }) }),
      ]) {
        expect(response.status, bad).toBeGreaterThanOrEqual(400);
        expect(response.status, bad).toBeLessThan(500);
        expect((await response.json()).error.code, bad).toMatch(/^(bad_request|not_found)$/);
      }
    }
    // Nothing was written under a payload's name (other files add posts of their own meanwhile, so no total).
    expect(await db.blogPost.count({ where: { slug: { in: payloads } } })).toBe(0);
  });
});

describe("row 20: the client's own forwarding headers buy nothing", () => {
  const send = (ip: Record<string, string>, i: number) =>
    contact(
      jsonRequest(
        "/api/contact",
        { name: "Limit", email: uniqueEmail("forged"), message: `message ${i}` },
        { ...ip, "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `203.0.113.${i + 1}` },
      ),
    );

  it("a new forged X-Forwarded-For on every request: the per-address limit holds [security 20]", async () => {
    // Through the app server: the address it signed counts, whatever the forwarding headers say.
    const ip = fromIp(uniqueIp());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(ip, i)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    // Around it (no signature): every forged address shares one budget.
    const budget = { rule: "contact", key: "contact", address: UNVERIFIED_IP } as const;
    await forget(budget);
    try {
      const unsigned: number[] = [];
      for (let i = 0; i < 6; i++) unsigned.push((await send({}, 10 + i)).status);
      expect(unsigned).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await forget(budget);
    }
  });
});

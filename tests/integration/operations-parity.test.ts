import { beforeEach, describe, expect, it, vi } from "vitest";

// One definition per write (decision 016): the server action and the route handler are adapters over
// the same operation, so they must answer the same input the same way: success, a validation error,
// another owner's record (404) and a double submit (one row).
const browser = vi.hoisted(() => ({ jar: new Map<string, string>(), headers: new Headers() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (browser.jar.has(name) ? { name, value: browser.jar.get(name)! } : undefined),
    set: (name: string, value: string) => void browser.jar.set(name, value),
  }),
  headers: async () => browser.headers,
}));
// No Next runtime here: the cache helpers do nothing and invalidations are only recorded.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import * as reviewRoute from "@/app/api/admin/partners/[id]/review/route";
import * as contactRoute from "@/app/api/contact/route";
import * as leadRoute from "@/app/api/user/signup/route";
import * as deletionRoute from "@/app/api/v1/account-deletion/route";
import * as couponIdRoute from "@/app/api/v1/coupon/[id]/route";
import * as importRoute from "@/app/api/v1/coupon/import/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import * as passwordRoute from "@/app/api/v1/user/reset-password/route";
import * as userRoute from "@/app/api/v1/user/route";
import { createCouponAction } from "@/lib/actions/create-coupon";
import { deleteCouponAction } from "@/lib/actions/delete-coupon";
import { importCouponsAction } from "@/lib/actions/import-coupons";
import { registerLeadAction } from "@/lib/actions/register-lead";
import { requestAccountDeletionAction } from "@/lib/actions/request-account-deletion";
import { sendContactMessageAction } from "@/lib/actions/send-contact-message";
import { changePasswordAction } from "@/lib/actions/change-password";
import { reviewPartnerAction } from "@/lib/actions/staff/review-partner";
import { updateCouponAction } from "@/lib/actions/update-coupon";
import { updateProfileAction } from "@/lib/actions/update-profile";
import { db } from "@/lib/db";
import type { ActionResult } from "@/lib/operations/action";
import { couponForm, params, partnerWithToken } from "./coupon-helpers";
import { PROFILE_UPDATE, createPartner } from "./partner-helpers";
import { fromIp, uniqueEmail, uniqueIp } from "./public-helpers";
import { createStaff, staffToken } from "./staff-helpers";

/** What a caller can tell from an answer, whichever adapter gave it. */
type Seen = { ok: boolean; code: string | null; fieldErrors?: Record<string, string[]> };

function seenFromAction(result: ActionResult<unknown>): Seen {
  if (result.ok) return { ok: true, code: null };
  return { ok: false, code: result.code, ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}) };
}

async function seenFromRoute(response: Response): Promise<Seen> {
  const body = (await response.json().catch(() => ({}))) as {
    error?: { code: string; fieldErrors?: Record<string, string[]> };
  };
  if (response.ok) return { ok: true, code: null };
  return {
    ok: false,
    code: body.error?.code ?? null,
    ...(body.error?.fieldErrors ? { fieldErrors: body.error.fieldErrors } : {}),
  };
}

type Handler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

function request(method: string, path: string, body: unknown, headers: Record<string, string>): Request {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (method !== "GET" && method !== "DELETE") {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  return new Request(`http://localhost${path}`, init);
}

/** A signed-in browser (the action's cookie) and the same account's API headers, from one address. */
async function asPartner(prefix: string) {
  const partner = await partnerWithToken(prefix);
  const ip = uniqueIp();
  browser.jar.set("authToken", partner.token);
  browser.headers = new Headers(fromIp(ip));
  return { ...partner, api: { ...partner.auth, ...fromIp(ip) } };
}

beforeEach(() => {
  browser.jar.clear();
  browser.headers = new Headers(fromIp(uniqueIp()));
});

describe("coupon writes: the action and the API answer alike", () => {
  it("create: success, validation, and a double submit stores one row either way [security 17]", async () => {
    const me = await asPartner("parity-create");
    const viaRoute = (body: unknown) => couponRoot.POST(request("POST", "/api/v1/coupon", body, me.api));
    expect(seenFromAction(await createCouponAction(couponForm({ title: "By form" })))).toEqual(
      await seenFromRoute(await viaRoute(couponForm({ title: "By API" }))),
    );
    const invalid = couponForm({ title: "", link: "not a url" });
    const refused = seenFromAction(await createCouponAction(invalid));
    expect(refused).toMatchObject({ ok: false, code: "validation_failed" });
    expect(refused).toEqual(await seenFromRoute(await viaRoute(invalid)));

    const twice = couponForm({ title: "Twice by form" });
    await Promise.all([createCouponAction(twice), createCouponAction(twice)]);
    const again = couponForm({ title: "Twice by API" });
    await Promise.all([viaRoute(again), viaRoute(again)]);
    for (const title of ["Twice by form", "Twice by API"])
      expect(await db.coupon.count({ where: { partnerId: me.id, title } }), title).toBe(1);
  });

  it("update and delete: another partner's coupon is not found, by form and by API [security 7]", async () => {
    const owner = await asPartner("parity-owner");
    const created = await createCouponAction(couponForm({ title: "Owned" }));
    if (!created.ok) throw new Error(created.formError);
    const id = created.data.id;
    const other = await asPartner("parity-other");
    const edit = { ...couponForm({ title: "Taken" }), version: 1 };

    const updated = seenFromAction(await updateCouponAction({ ...edit, id }));
    expect(updated).toEqual({ ok: false, code: "not_found" });
    expect(updated).toEqual(
      await seenFromRoute(
        await couponIdRoute.PATCH(request("PATCH", `/api/v1/coupon/${id}`, edit, other.api), params(id)),
      ),
    );
    const deleted = seenFromAction(await deleteCouponAction({ id }));
    expect(deleted).toEqual({ ok: false, code: "not_found" });
    expect(deleted).toEqual(
      await seenFromRoute(
        await couponIdRoute.DELETE(request("DELETE", `/api/v1/coupon/${id}`, null, other.api), params(id)),
      ),
    );
    expect(await db.coupon.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: "Owned", partnerId: owner.id });

    // The owner's own edit and delete succeed the same way.
    browser.jar.set("authToken", owner.token);
    expect(seenFromAction(await updateCouponAction({ ...edit, title: "Mine", id }))).toEqual({ ok: true, code: null });
    expect(
      await seenFromRoute(
        await couponIdRoute.DELETE(request("DELETE", `/api/v1/coupon/${id}`, null, owner.api), params(id)),
      ),
    ).toEqual({ ok: true, code: null });
  });

  it("import: one bad row refused alike; the same file twice stores its rows once", async () => {
    const me = await asPartner("parity-import");
    const csv = (title: string, link = "https://brand.example") => {
      const c = couponForm({ title });
      const header = "title,brand,link,category,startDate,expiryDate,description,image";
      const row = [c.title, c.brand, link, "Fashion", c.startDate, c.expiryDate, "Desc", c.image].join(",");
      return `${header}\n${row}\n`;
    };
    const file = (text: string) => {
      const form = new FormData();
      form.set("file", new Blob([text], { type: "text/csv" }), "coupons.csv");
      return form;
    };
    const viaRoute = (text: string) => importRoute.POST(request("POST", "/api/v1/coupon/import", file(text), me.api));
    const bad = csv("Bad", "not a url");
    const refused = seenFromAction(await importCouponsAction(null, file(bad)));
    expect(refused).toMatchObject({ ok: false, code: "validation_failed" });
    expect(refused).toEqual(await seenFromRoute(await viaRoute(bad)));

    const good = csv("Imported once");
    expect(seenFromAction(await importCouponsAction(null, file(good)))).toEqual({ ok: true, code: null });
    expect(await seenFromRoute(await viaRoute(good))).toEqual({ ok: true, code: null });
    expect(await db.coupon.count({ where: { partnerId: me.id, title: "Imported once" } })).toBe(1);
  });
});

describe("account writes: the action and the API answer alike", () => {
  it("profile: success and the same field errors", async () => {
    const me = await asPartner("parity-profile");
    const profile = PROFILE_UPDATE;
    const viaRoute = (body: unknown) => userRoute.PATCH(request("PATCH", "/api/v1/user", body, me.api));
    expect(seenFromAction(await updateProfileAction(profile))).toEqual(await seenFromRoute(await viaRoute(profile)));
    const invalid = { ...profile, companyPrivacyURL: "ftp://nope" };
    const refused = seenFromAction(await updateProfileAction(invalid));
    expect(refused).toMatchObject({ ok: false, code: "validation_failed" });
    expect(refused).toEqual(await seenFromRoute(await viaRoute(invalid)));
  });

  it("profile: a JSON body that is not an object (array, null, string, number) is a 400, not an empty update (security review Info 4)", async () => {
    const me = await asPartner("parity-not-object");
    for (const body of [[], [PROFILE_UPDATE], null, "firstName", 7]) {
      for (const method of ["PATCH", "PUT"] as const) {
        const response = await userRoute[method](request(method, "/api/v1/user", body, me.api));
        expect(response.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
      }
    }
  });

  it("profile: the e-mail sent back as read is accepted, another address refused alike and nothing changes", async () => {
    const me = await asPartner("parity-email");
    const viaRoute = (body: unknown) => userRoute.PATCH(request("PATCH", "/api/v1/user", body, me.api));
    const same = await viaRoute({ ...PROFILE_UPDATE, email: me.email.toUpperCase() });
    expect(same.status).toBe(200);
    const other = { ...PROFILE_UPDATE, firstName: "Renamed", email: "someone-else@example.com" };
    const refused = seenFromAction(await updateProfileAction(other));
    expect(refused).toMatchObject({
      ok: false,
      code: "validation_failed",
      fieldErrors: { email: ["The e-mail address cannot be changed."] },
    });
    expect(refused).toEqual(await seenFromRoute(await viaRoute(other)));
    const row = await db.partner.findUniqueOrThrow({ where: { id: me.id } });
    expect(row).toMatchObject({ email: me.email, firstName: PROFILE_UPDATE.firstName });
  });

  it("password: the wrong old password is refused alike", async () => {
    const me = await asPartner("parity-password");
    const wrong = { oldPassword: "not-the-password", newPassword: "Saffron-Kite-2931" };
    const refused = seenFromAction(await changePasswordAction({ ...wrong, confirmPassword: wrong.newPassword }));
    expect(refused).toMatchObject({
      ok: false,
      code: "validation_failed",
      fieldErrors: { oldPassword: expect.any(Array) },
    });
    expect(refused).toEqual(
      await seenFromRoute(await passwordRoute.POST(request("POST", "/api/v1/user/reset-password", wrong, me.api))),
    );
  });
});

describe("public forms: the action and the API answer alike", () => {
  const forms = [
    {
      name: "contact",
      action: sendContactMessageAction,
      route: contactRoute.POST,
      path: "/api/contact",
      valid: () => ({ name: "Asha", email: uniqueEmail("parity"), message: "Hello" }),
      invalid: { name: "", email: "x", message: "" },
      count: (email: string) => db.contactMessage.count({ where: { email } }),
    },
    {
      name: "lead",
      action: registerLeadAction,
      route: leadRoute.POST,
      path: "/api/user/signup",
      valid: () => ({
        name: "Asha",
        email: uniqueEmail("parity"),
        phone: "9876543210",
        companySize: "1-10",
        location: "Pune",
      }),
      invalid: { name: "", email: "", phone: "", companySize: "" },
      // A repeat is recorded beside the first (submissions), so a double submit shows as 2 here.
      count: async (email: string) => (await db.lead.findUnique({ where: { email } }))?.submissions ?? 0,
    },
  ];

  for (const form of forms) {
    it(`${form.name}: success, validation and a double submit [security 17]`, async () => {
      const viaRoute = (body: unknown, ip = uniqueIp()) => form.route(request("POST", form.path, body, fromIp(ip)));
      const action = form.action as (input: object) => Promise<ActionResult<unknown>>;
      expect(seenFromAction(await action(form.valid()))).toEqual(await seenFromRoute(await viaRoute(form.valid())));
      const refused = seenFromAction(await action(form.invalid));
      expect(refused).toMatchObject({ ok: false, code: "validation_failed" });
      expect(refused).toEqual(await seenFromRoute(await viaRoute(form.invalid)));

      const byForm = form.valid();
      await Promise.all([action(byForm), action(byForm)]);
      const byApi = form.valid();
      const ip = uniqueIp();
      await Promise.all([viaRoute(byApi, ip), viaRoute(byApi, ip)]);
      expect(await form.count(byForm.email)).toBe(1);
      expect(await form.count(byApi.email)).toBe(1);
    });
  }

  it("account deletion: an unregistered e-mail is the same 400 either way", async () => {
    // The form's action also asks for the confirm box, which the API does not take.
    const send = (input: { email: string; reason: string }) =>
      requestAccountDeletionAction({ ...input, confirm: "on" });
    const unknown = { email: uniqueEmail("nobody"), reason: "" };
    const refused = seenFromAction(await send(unknown));
    expect(refused).toEqual({ ok: false, code: "bad_request" });
    expect(refused).toEqual(
      await seenFromRoute(
        await deletionRoute.POST(request("POST", "/api/v1/account-deletion", unknown, fromIp(uniqueIp()))),
      ),
    );
    const { email } = await createPartner({ prefix: "parity-deletion" });
    expect(seenFromAction(await send({ email, reason: "" }))).toEqual({ ok: true, code: null });
  });
});

describe("partner review: the console's form and the staff API answer alike", () => {
  it("success, a missing reason, and an unknown partner [security 7]", async () => {
    const admin = await createStaff("ADMIN");
    await db.staffUser.update({ where: { id: admin.staffId }, data: { totpEnabledAt: new Date(), totpSecret: "x" } });
    const token = await staffToken(admin.staffId);
    browser.jar.set("staffSession", token);
    const api = { authorization: `Bearer ${token}`, ...fromIp(uniqueIp()) };
    const viaRoute = (id: string, body: unknown) =>
      (reviewRoute.POST as Handler)(request("POST", `/api/admin/partners/${id}/review`, body, api), params(id));

    const [a, b] = [await createPartner({ status: "PENDING" }), await createPartner({ status: "PENDING" })];
    expect(seenFromAction(await reviewPartnerAction({ partnerId: a.id, decision: "approve" }))).toEqual(
      await seenFromRoute(await viaRoute(b.id, { decision: "approve" })),
    );
    const refused = seenFromAction(await reviewPartnerAction({ partnerId: a.id, decision: "reject", reason: "" }));
    expect(refused).toMatchObject({ ok: false, code: "validation_failed" });
    expect(refused).toEqual(await seenFromRoute(await viaRoute(a.id, { decision: "reject", reason: "" })));
    const missing = seenFromAction(await reviewPartnerAction({ partnerId: "nobody", decision: "approve" }));
    expect(missing).toEqual({ ok: false, code: "not_found" });
    expect(missing).toEqual(await seenFromRoute(await viaRoute("nobody", { decision: "approve" })));
  });
});

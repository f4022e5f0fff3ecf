import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "../shared/next-runtime";

// The form's action reads the session cookie through next/headers: the shared request stand-in's jar.
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import * as couponRoute from "@/app/api/v1/coupon/route";
import * as couponByIdRoute from "@/app/api/v1/coupon/[id]/route";
import * as importRoute from "@/app/api/v1/coupon/import/route";
import * as uploadRoute from "@/app/api/v1/upload/route";
import * as offersRoute from "@/app/api/v1/offers/route";
import * as offerRoute from "@/app/api/v1/offers/[id]/route";
import * as userRoute from "@/app/api/v1/user/route";
import { createCouponAction } from "@/lib/actions/create-coupon";
import { updateCouponAction } from "@/lib/actions/update-coupon";
import { db } from "@/lib/db";
import { storedImageUrl } from "@/lib/model/site-url";
import { refusedImages } from "@/lib/data/uploads";
import { getEnv } from "@/lib/env";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { COUPON_MESSAGES } from "@/lib/validations/coupon-messages";
import { AVATAR_MESSAGE } from "@/lib/validations/partner-profile";
import { couponForm, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";

// SECURITY row 35 (the 2026-11-28 probe's L5): a coupon's image is an https address of a public site or
// one of the partner's own uploads; never another path of this site, nor a tracking link on any host,
// that every phone showing the image would "click", nor an address on the phones' own network.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

async function uploadFor(auth: Record<string, string>): Promise<string> {
  const form = new FormData();
  form.set("file", new Blob([PNG]), "photo.png");
  const response = await uploadRoute.POST(
    new Request("http://localhost/api/v1/upload", { method: "POST", headers: auth, body: form }),
  );
  expect(response.status).toBe(201);
  // Answered absolute (decision 825); kept as its site path, as the coupon form keeps it.
  const { secure_url } = (await response.json()) as { secure_url: string };
  expect(secure_url).toMatch(/^https?:\/\//);
  return storedImageUrl(secure_url, getEnv().APP_URL);
}

const create = (auth: Record<string, string>, image: string) =>
  couponRoute.POST(jsonCall("POST", "/api/v1/coupon", couponForm({ image }), auth));

beforeEach(() => {
  request.cookies.clear();
});

describe("a coupon's image [security 35]", () => {
  it("is the partner's own upload or an https address of a public site; another path of the site, another partner's upload, a tracking link on any host, a private address or http is a 400 naming the field [security 35]", async () => {
    const a = await partnerWithToken("image-a");
    const b = await partnerWithToken("image-b");
    const own = await uploadFor(a.auth);
    const theirs = await uploadFor(b.auth);
    const tracked = await create(b.auth, "https://img.example/b.png");
    const trackedId = ((await tracked.json()) as { data: { id: string } }).data.id;
    const origin = getEnv().APP_URL;

    for (const image of [own, "https://img.example/deal.png"]) {
      expect((await create(a.auth, image)).status, image).toBe(201);
    }
    for (const image of [
      `/go/${trackedId}`,
      `${origin}/go/${trackedId}`,
      "/api/admin/inbox/leads.csv",
      theirs,
      `${origin}${theirs}`,
      "/uploads/mx0tohvq-0411984b43d36e6ba25c92eb.png",
      "http://img.example/deal.png",
      // A tracking link under another name of the site (an alias of the deployment), and addresses off
      // the public internet every phone showing the coupon would be sent to.
      `https://paisapilot-git-main.vercel.app/go/${trackedId}`,
      `https://paisapilot-git-main.vercel.app//go/${trackedId}`,
      `https://paisapilot-git-main.vercel.app/%67o/${trackedId}`,
      "https://127.0.0.1/x.png",
      "https://2130706433/x.png",
      "https://192.168.1.1/router.png",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/x.png",
      "https://[fd00::1]/x.png",
      "https://localhost/x.png",
      "https://printer.localhost./x.png",
      "https://router/x.png",
      "https://printer.local/x.png",
      "https://nas.home.arpa/x.png",
      "https://intranet.corp.internal/x.png",
    ]) {
      const response = await create(a.auth, image);
      expect(response.status, image).toBe(400);
      expect(await response.json(), image).toMatchObject({
        error: { code: "validation_failed", fieldErrors: { image: [COUPON_MESSAGES.imageInvalid] } },
      });
    }
    expect(await db.coupon.count({ where: { partnerId: a.id } })).toBe(2);
    // Written with the site's https origin in front, a path of the site is checked the same way.
    const site = "https://www.example.com";
    const images = [
      `${site}${own}`,
      `${site}/go/${trackedId}`,
      `HTTPS://WWW.EXAMPLE.COM${theirs}`,
      "https://img.example/x.png",
    ];
    expect(await refusedImages({ partnerId: a.id }, images, site)).toEqual([images[1], images[2]]);
    // A public address written as an address is a picture like any other.
    expect(await refusedImages({ partnerId: a.id }, ["https://93.184.215.14/x.png"], site)).toEqual([]);
  });

  it("a partner's avatar is checked the same way: another's upload, a staff image or a tracking link is a 400, and nothing is stored [security 35]", async () => {
    const a = await partnerWithToken("avatar-a");
    const b = await partnerWithToken("avatar-b");
    const own = await uploadFor(a.auth);
    const theirs = await uploadFor(b.auth);
    const key = `staff-${randomUUID().replaceAll("-", "").slice(0, 24)}.png`;
    const staffImage = `/uploads/${key}`;
    await db.upload.create({ data: { key, url: staffImage, size: 12, contentType: "image/png" } });
    const tracked = await create(a.auth, "https://img.example/a.png");
    const trackedId = ((await tracked.json()) as { data: { id: string } }).data.id;
    const setAvatar = (avatar: string) => userRoute.PATCH(jsonCall("PATCH", "/api/v1/user", { avatar }, a.auth));

    for (const avatar of [theirs, staffImage, `/go/${trackedId}`, "/api/v1/offers"]) {
      const response = await setAvatar(avatar);
      expect(response.status, avatar).toBe(400);
      expect(await response.json(), avatar).toMatchObject({ error: { fieldErrors: { avatar: [AVATAR_MESSAGE] } } });
    }
    expect(await db.partner.findUniqueOrThrow({ where: { id: a.id }, select: { avatarUrl: true } })).toEqual({
      avatarUrl: null,
    });
    for (const avatar of [own, "https://img.example/me.png"])
      expect((await setAvatar(avatar)).status, avatar).toBe(200);
    // Answered absolute, as every URL the API answers; sent back so, it is stored as its path.
    const origin = getEnv().APP_URL;
    const answered = await setAvatar(`${origin}${own}`);
    expect((await answered.json()).data.avatar).toBe(`${origin}${own}`);
    expect(await db.partner.findUniqueOrThrow({ where: { id: a.id }, select: { avatarUrl: true } })).toEqual({
      avatarUrl: own,
    });
    const read = await userRoute.GET(new Request("http://localhost/api/v1/user", { headers: a.auth }));
    expect((await read.json()).data.avatar).toBe(`${origin}${own}`);
  });

  it("an edit checks a new image, keeps one the coupon already had, and the form shows the message [security 35]", async () => {
    const a = await partnerWithToken("image-edit");
    const b = await partnerWithToken("image-edit-b");
    const theirs = await uploadFor(b.auth);
    const created = await create(a.auth, "https://img.example/deal.png");
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    // A coupon stored before this check with a path it would now refuse.
    await db.coupon.update({ where: { id }, data: { imageUrl: "/images/coupons/kesari-threads.svg" } });

    const legacy = "/images/coupons/kesari-threads.svg";
    const edit = (image: string, version: number) =>
      couponByIdRoute.PATCH(
        jsonCall("PATCH", `/api/v1/coupon/${id}`, couponForm({ image, title: `Renamed ${version}`, version }), a.auth),
        params(id),
      );
    const refused = await edit(`/go/${id}`, 1);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { fieldErrors: { image: [COUPON_MESSAGES.imageInvalid] } } });
    expect((await edit(legacy, 1)).status).toBe(200);

    request.cookies.set("authToken", a.token);
    const formRefused = await updateCouponAction({ ...couponForm({ image: theirs }), id, version: 2 });
    expect(formRefused).toMatchObject({ ok: false, fieldErrors: { image: [COUPON_MESSAGES.imageInvalid] } });
    expect(await createCouponAction(couponForm({ image: `/go/${id}` }))).toMatchObject({
      ok: false,
      fieldErrors: { image: [COUPON_MESSAGES.imageInvalid] },
    });
    expect(await db.coupon.findUniqueOrThrow({ where: { id } })).toMatchObject({
      imageUrl: legacy,
      title: "Renamed 1",
    });
  });

  it("one stored before the check that would send phones astray reaches the app as the no-image picture [security 35]", async () => {
    const today = todayInIndia();
    const brand = `Astray ${randomUUID().slice(0, 8)}`;
    const partner = await partnerWithToken("image-astray");
    const origin = getEnv().APP_URL;
    const stored = {
      "http://192.168.1.1/deal.png": `${origin}/images/placeholder.svg`,
      "https://shop.example/go/ck1abc": `${origin}/images/placeholder.svg`,
      "https://router/deal.png": `${origin}/images/placeholder.svg`,
      "https://img.example/deal.png": "https://img.example/deal.png",
      "/images/coupons/kesari-threads.svg": `${origin}/images/coupons/kesari-threads.svg`,
    };
    const ids = new Map<string, string>();
    for (const imageUrl of Object.keys(stored))
      ids.set((await insertCoupon(partner.id, today, { brand, imageUrl, start: -1 })).id, imageUrl);
    const answer = await offersRoute.GET(
      new Request(`http://localhost/api/v1/offers?search=${encodeURIComponent(brand)}`),
    );
    const { data } = (await answer.json()) as { data: { id: string; image: string }[] };
    expect(data).toHaveLength(5);
    for (const offer of data) expect(offer.image).toBe(stored[ids.get(offer.id) as keyof typeof stored]);
    const [id, imageUrl] = [...ids].find(([, url]) => url.includes("192.168"))!;
    const one = await offerRoute.GET(new Request(`http://localhost/api/v1/offers/${id}`), params(id));
    expect((await one.json()).data.image).toBe(stored[imageUrl as keyof typeof stored]);
  });

  it("an import with another path of the site as an image stores nothing [security 35]", async () => {
    const a = await partnerWithToken("image-import");
    const today = todayInIndia();
    const text = [
      "title,brand,link,category,startDate,expiryDate,description,image",
      `Good,Brand,https://b.example,Fashion,${addDays(today, 1)},${addDays(today, 9)},About,https://img.example/a.png`,
      `Farmed,Brand,https://b.example,Fashion,${addDays(today, 1)},${addDays(today, 9)},About,${getEnv().APP_URL}/go/abc`,
    ].join("\n");
    const response = await importRoute.POST(
      new Request("http://localhost/api/v1/coupon/import", {
        method: "POST",
        headers: { "content-type": "text/csv", ...a.auth },
        body: text,
      }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(COUPON_MESSAGES.imageInvalid);
    expect(await db.coupon.count({ where: { partnerId: a.id } })).toBe(0);
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as offers from "@/app/api/v1/offers/route";
import * as offer from "@/app/api/v1/offers/[id]/route";
import * as views from "@/app/api/v1/offers/[id]/views/route";
import * as claims from "@/app/api/v1/offers/[id]/claims/route";
import * as pause from "@/app/api/v1/coupon/[id]/pause/route";
import * as user from "@/app/api/v1/user/route";
import * as follow from "@/app/go/[couponId]/route";
import { appendToInbox, countSignals, drainInbox, type CouponSignal } from "@/lib/data/coupon-events";
import { db } from "@/lib/db";
import { appendEvents, drainEvents } from "@/lib/events/queue";
import { SHARED_CACHE_CONTROL } from "@/lib/http/errors";
import { dayToDate, todayInIndia } from "@/lib/model/calendar-day";
import { cacheCalls } from "../shared/next-runtime";
import { appHeaders, eventsCounted, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { fromIp, get, uniqueIp } from "./partner-helpers";

// The app's side at scale (issue 47, decision 551): reads every phone makes alike are cacheable and write
// nothing; views, clicks and claims are queued and counted in batches, deduplicated and bounded.

const today = todayInIndia();
const tag = () => `scale${randomUUID().slice(0, 8)}`;
const feed = (query: string, headers: Record<string, string> = {}) =>
  offers.GET(get(`/api/v1/offers?${query}`, { ...fromIp(uniqueIp()), ...headers }));
const readOffer = (id: string, headers: Record<string, string> = {}) =>
  offer.GET(get(`/api/v1/offers/${id}`, { ...fromIp(uniqueIp()), ...headers }), params(id));
const view = (id: string, device: string, ip = uniqueIp(), headers = appHeaders(device)) =>
  views.POST(jsonCall("POST", `/api/v1/offers/${id}/views`, undefined, { ...fromIp(ip), ...headers }), params(id));
const counts = async (id: string) => {
  await eventsCounted(id);
  const row = await db.coupon.findUniqueOrThrow({ where: { id } });
  return { views: row.viewCount, clicks: row.clickCount, claims: row.claimCount };
};

async function liveOffers(n: number, brand = tag()) {
  const partner = await partnerWithToken("scale");
  const made = [];
  const base = Date.now() - 60_000;
  for (let i = 0; i < n; i++)
    made.push(
      await insertCoupon(partner.id, today, { brand, title: `${brand} ${i}`, createdAt: new Date(base + i * 1000) }),
    );
  return { partner, brand, coupons: made };
}

describe("the offers feed and an offer: cacheable reads", () => {
  it("answer with a shared-cache lifetime and an ETag, and 304 while nothing changed", async () => {
    const { brand, coupons } = await liveOffers(2);
    const first = await feed(`search=${brand}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(SHARED_CACHE_CONTROL).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await feed(`search=${brand}`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);

    const one = await readOffer(coupons[0]!.id);
    expect(one.status).toBe(200);
    expect(one.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    const oneTag = one.headers.get("etag")!;
    expect((await readOffer(coupons[0]!.id, { "if-none-match": `W/${oneTag}` })).status).toBe(304);

    // A change is a new body and a new tag.
    await db.coupon.update({ where: { id: coupons[0]!.id }, data: { title: `${brand} renamed` } });
    const changed = await feed(`search=${brand}`, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("write nothing, whoever asks and whatever device id or agent they send [security 32]", async () => {
    const { brand, coupons } = await liveOffers(1);
    const id = coupons[0]!.id;
    const ips: string[] = [];
    const from = () => {
      ips.push(uniqueIp());
      return fromIp(ips.at(-1)!);
    };
    // Only this test's rows: other files write beside it on PostgreSQL.
    const snapshot = async () => ({
      events: await db.couponEvent.count({ where: { couponId: id } }),
      inbox: await db.couponEventInbox.count({ where: { couponId: id } }),
      limits: (
        await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "RateLimit"
          WHERE key LIKE ANY(${ips.map((ip) => `%${ip}%`)}::text[]) OR key LIKE ${`%${id}%`}`
      )[0]!.n,
      coupon: await db.coupon.findUniqueOrThrow({ where: { id } }),
    });
    const before = await snapshot();
    for (let i = 0; i < 20; i++) {
      const who = { ...from(), "x-device-id": `device-${randomUUID()}`, "user-agent": `Agent/${i}` };
      expect((await offers.GET(get(`/api/v1/offers?search=${brand}`, who))).status).toBe(200);
      expect((await offer.GET(get(`/api/v1/offers/${id}`, who), params(id))).status).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a partner's pause ends the cached feed and the partner's offers (the tags the writes expire)", async () => {
    const { partner, coupons } = await liveOffers(1);
    cacheCalls.updated.length = 0;
    const paused = await pause.POST(
      jsonCall("POST", `/api/v1/coupon/${coupons[0]!.id}/pause`, {}, partner.auth),
      params(coupons[0]!.id),
    );
    expect(paused.status).toBe(200);
    expect(cacheCalls.updated).toEqual(["offers", `offers:partner:${partner.id}`]);
    // The paused offer's 404 is cached under its partner's tag too, so the resume ends it.
    cacheCalls.tags.length = 0;
    expect((await readOffer(coupons[0]!.id)).status).toBe(404);
    expect(cacheCalls.tags).toEqual([`offer:${coupons[0]!.id}`, `offers:partner:${partner.id}`]);
  });

  it("a new company name ends the cached feed and the partner's offers; another profile change does not", async () => {
    const { partner } = await liveOffers(1);
    const patch = async (body: Record<string, string>) => {
      cacheCalls.updated.length = 0;
      expect((await user.PATCH(jsonCall("PATCH", "/api/v1/user", body, partner.auth))).status).toBe(200);
      return [...cacheCalls.updated];
    };
    expect(await patch({ companyName: `Renamed ${tag()}` })).toEqual(["offers", `offers:partner:${partner.id}`]);
    expect(await patch({ firstName: "Asha" })).toEqual([]);
  });

  it("pages with an opaque cursor that survives the deletion of its offer; a cursor it never gave is 400", async () => {
    const { brand, coupons } = await liveOffers(4);
    const first = (await (await feed(`search=${brand}&limit=2`)).json()) as {
      data: { id: string }[];
      nextCursor: string;
    };
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).not.toContain(first.data[1]!.id);
    // The offer the cursor points at is deleted before the next page is asked for.
    await db.coupon.delete({ where: { id: first.data[1]!.id } });
    const secondAnswer = await feed(`search=${brand}&limit=2&cursor=${first.nextCursor}`);
    expect(secondAnswer.headers.get("deprecation")).toBeNull();
    // An empty cursor is the first page, not a bare id.
    const empty = await feed(`search=${brand}&limit=2&cursor=`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get("deprecation")).toBeNull();
    const second = (await secondAnswer.json()) as { data: { id: string }[]; nextCursor: string | null };
    const seen = [...first.data, ...second.data].map((o) => o.id);
    expect(new Set(seen).size).toBe(4);
    expect(seen.sort()).toEqual(coupons.map((c) => c.id).sort());
    expect(second.nextCursor).toBeNull();

    for (const made of ["nothing-here", "0000-01-01T00:00:00.000Z_x", "1969-12-31T23:59:59.999Z_x"]) {
      // Year 0000 parses in JavaScript but not in PostgreSQL: it was a 500.
      const unknown = await feed(`search=${brand}&cursor=${Buffer.from(made).toString("base64url")}`);
      expect(unknown.status, made).toBe(400);
      expect((await unknown.json()).error.fieldErrors).toHaveProperty("cursor");
    }
    // The offer id the feed gave as its cursor before keysets still pages, for apps not yet updated.
    const legacyAnswer = await feed(`search=${brand}&limit=5&cursor=${coupons[3]!.id}`);
    // Deprecated since 2026-11-29 (decision 021), as RFC 9745 writes it, on the answer itself.
    expect(legacyAnswer.headers.get("deprecation")).toBe("@1795910400");
    const legacy = (await legacyAnswer.json()) as { data: { id: string }[] };
    expect(legacy.data.map((o) => o.id)).toEqual(
      coupons
        .slice(0, 3)
        .map((c) => c.id)
        .reverse()
        .filter((i) => i !== first.data[1]!.id),
    );
  });

  it("takes a bare offer id as a cursor only for an offer the public could have seen", async () => {
    const { partner, brand, coupons } = await liveOffers(2);
    const paused = coupons[1]!;
    await db.coupon.update({ where: { id: paused.id }, data: { pausedAt: new Date() } });
    // Paused since the app was given it: it keeps its place, and the page after it is the older offer.
    const after = (await (await feed(`search=${brand}&cursor=${paused.id}`)).json()) as { data: { id: string }[] };
    expect(after.data.map((o) => o.id)).toEqual([coupons[0]!.id]);
    // Not started yet: never shown, so it answers as an id the feed never gave, not with a page after it.
    const later = await insertCoupon(partner.id, today, { brand, start: 2 });
    const refused = await feed(`search=${brand}&cursor=${later.id}`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fieldErrors).toHaveProperty("cursor");
    // Paused at 22:00 UTC the evening before its start day: India's day had begun at 18:30 UTC, so the
    // offer was live for three and a half hours, and its id still marks its place.
    const lateEvening = await insertCoupon(partner.id, today, { brand, start: -1 });
    await db.coupon.update({
      where: { id: lateEvening.id },
      data: { pausedAt: new Date(lateEvening.startDate.getTime() - 2 * 3_600_000) },
    });
    expect((await feed(`search=${brand}&cursor=${lateEvening.id}`)).status).toBe(200);
    // Paused, or deleted, while it was still scheduled, and its start day has passed since: never shown either.
    const beforeStart = new Date(dayToDate(today).getTime() - 3 * 86_400_000);
    for (const data of [{ pausedAt: beforeStart }, { deletedAt: beforeStart }]) {
      const hidden = await insertCoupon(partner.id, today, { brand, start: -1 });
      await db.coupon.update({ where: { id: hidden.id }, data });
      const answer = await feed(`search=${brand}&cursor=${hidden.id}`);
      expect(answer.status, Object.keys(data)[0]).toBe(400);
    }
  });
});

describe("views from the app", () => {
  it("need the app's key and a device id; count once per device and day", async () => {
    const { coupons } = await liveOffers(1);
    const id = coupons[0]!.id;
    expect((await view(id, "device-aaaa", uniqueIp(), { "x-device-id": "device-aaaa" } as never)).status).toBe(401);
    const noDevice = await view(id, "", uniqueIp(), { "x-app-key": appHeaders("x")["x-app-key"] } as never);
    expect(noDevice.status).toBe(400);
    expect((await noDevice.json()).error.message).toMatch(/^X-Device-Id is required/);
    for (const device of ["device-aaaa", "device-aaaa", "device-bbbb"])
      expect((await view(id, device)).status).toBe(202);
    expect(await counts(id)).toMatchObject({ views: 2 });
    expect(await db.couponEvent.count({ where: { couponId: id, type: "VIEW" } })).toBe(2);
  });

  it("made-up device ids from one address add at most five views to an offer a day [security 32]", async () => {
    const { coupons } = await liveOffers(2);
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++)
      expect((await view(coupons[0]!.id, `made-up-${i}-${randomUUID()}`, ip)).status).toBe(202);
    // Repeats of one device do not use the address's budget: its neighbours still count.
    const shared = uniqueIp();
    for (let i = 0; i < 4; i++) await view(coupons[1]!.id, "one-device-123", shared);
    for (let i = 0; i < 4; i++) await view(coupons[1]!.id, `neighbour-${i}-${randomUUID()}`, shared);
    expect(await counts(coupons[0]!.id)).toMatchObject({ views: 5 });
    expect(await counts(coupons[1]!.id)).toMatchObject({ views: 5 });
  });

  it("300 events of one offer and a few of others are counted, none left queued", async () => {
    const { coupons } = await liveOffers(3);
    const signals = (couponId: string, n: number): CouponSignal[] =>
      Array.from({ length: n }, (_, i) => ({ type: "VIEW", couponId, visitor: `v${i}`, day: today, at: new Date() }));
    await appendEvents([...signals(coupons[0]!.id, 300), ...signals(coupons[1]!.id, 3), ...signals(coupons[2]!.id, 3)]);
    expect((await counts(coupons[0]!.id)).views).toBe(300);
    expect((await counts(coupons[2]!.id)).views).toBe(3);
  });
});

describe("the drain", () => {
  it("counts a batch once however often it is applied, and drops events of coupons that are gone", async () => {
    const { coupons } = await liveOffers(1);
    const id = coupons[0]!.id;
    const batch: CouponSignal[] = [
      { type: "VIEW", couponId: id, visitor: "a", day: today, at: new Date() },
      { type: "VIEW", couponId: id, visitor: "a", day: today, at: new Date() },
      { type: "CLICK", couponId: id, visitor: "a", day: today, at: new Date() },
      { type: "VIEW", couponId: "no-such-coupon", visitor: "a", day: today, at: new Date() },
    ];
    await countSignals(batch);
    await countSignals(batch);
    expect(await counts(id)).toMatchObject({ views: 1, clicks: 1 });
  });

  // No other process's drain can take the row between its append and this drain: no other file runs on
  // this worker's database meanwhile.
  it("an instance that fails mid-batch leaves the batch queued; the next drain counts it [security 32]", async () => {
    const { coupons } = await liveOffers(1);
    const id = coupons[0]!.id;
    await drainEvents();
    await appendToInbox([{ type: "VIEW", couponId: id, visitor: "crash", day: today, at: new Date() }]);
    let taken = 0;
    await expect(
      drainInbox(100, async (events) => {
        taken = events.filter((e) => e.couponId === id).length;
        throw new Error("instance died");
      }),
    ).rejects.toThrow("instance died");
    expect(taken).toBe(1);
    expect(await db.couponEventInbox.count({ where: { couponId: id } })).toBe(1);
    expect(await counts(id)).toMatchObject({ views: 1 });
  });
});

describe("clicks and claims", () => {
  it("a click is queued, then counted; the redirect does not wait for the count", async () => {
    const { coupons } = await liveOffers(1);
    const id = coupons[0]!.id;
    const answer = await follow.GET(get(`/go/${id}`, fromIp(uniqueIp())), {
      params: Promise.resolve({ couponId: id }),
    });
    expect(answer.status).toBe(302);
    expect(await counts(id)).toMatchObject({ clicks: 1 });
  });

  it("an uncapped offer's claims touch no shared row; its count is recounted by the drain", async () => {
    const { coupons } = await liveOffers(1);
    const id = coupons[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        claims.POST(jsonCall("POST", `/api/v1/offers/${id}/claims`, { userId: `u${i}` }, appHeaders("d")), params(id)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(await counts(id)).toMatchObject({ claims: 10 });
  });
});

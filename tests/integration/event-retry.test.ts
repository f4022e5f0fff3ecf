import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import * as views from "@/app/api/v1/offers/[id]/views/route";
import * as follow from "@/app/go/[couponId]/route";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/model/calendar-day";
import { appHeaders, eventsCounted, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { fromIp, get, uniqueIp } from "./partner-helpers";

// A view or click whose queueing failed, as when an instance dies between taking the request and storing
// its event, is counted once when the client (or nginx, for a GET) sends it again (decision 553): the
// visitor is marked as seen only after its event is stored.

const queue = vi.hoisted(() => ({ refuseNext: 0 }));

vi.mock("@/lib/data/coupon-events", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/data/coupon-events")>();
  return {
    ...original,
    appendToInbox: async (...args: Parameters<typeof original.appendToInbox>) => {
      if (queue.refuseNext > 0) {
        queue.refuseNext--;
        throw new Error("the instance died before the event was stored");
      }
      return original.appendToInbox(...args);
    },
  };
});

const today = todayInIndia();

/** Refuses the next `n` appends to the queue; the API logs each as the failure it is. */
function refuseNext(n: number) {
  queue.refuseNext = n;
  for (let i = 0; i < n; i++) vi.mocked(console.error).mockImplementationOnce(() => {});
}

async function liveOffer() {
  const partner = await partnerWithToken(`retry${randomUUID().slice(0, 6)}`);
  return (await insertCoupon(partner.id, today)).id;
}

const counted = async (id: string) => {
  await eventsCounted(id);
  const row = await db.coupon.findUniqueOrThrow({ where: { id } });
  return { views: row.viewCount, clicks: row.clickCount };
};

describe("an event whose queueing failed [security 32]", () => {
  it("a click is counted once when the tracking link is followed again", async () => {
    const id = await liveOffer();
    const ip = uniqueIp();
    const click = () =>
      follow.GET(get(`/go/${id}`, { ...fromIp(ip), "user-agent": "RetryBrowser/1" }), {
        params: Promise.resolve({ couponId: id }),
      });
    refuseNext(1);
    await click().then(
      (answer) => expect(answer.status).toBeGreaterThanOrEqual(500),
      (error: Error) => expect(error.message).toMatch(/instance died/),
    );
    expect(queue.refuseNext).toBe(0);
    expect(await counted(id)).toMatchObject({ clicks: 0 });
    expect((await click()).status).toBe(302);
    expect((await click()).status).toBe(302);
    expect(await counted(id)).toMatchObject({ clicks: 1 });
  });

  it("a view is counted once when the app sends it again", async () => {
    const id = await liveOffer();
    const ip = uniqueIp();
    const device = `retry-device-${randomUUID()}`;
    const view = () =>
      views.POST(
        jsonCall("POST", `/api/v1/offers/${id}/views`, undefined, { ...fromIp(ip), ...appHeaders(device) }),
        params(id),
      );
    refuseNext(1);
    expect((await view()).status).toBeGreaterThanOrEqual(500);
    expect(queue.refuseNext).toBe(0);
    expect((await view()).status).toBe(202);
    expect((await view()).status).toBe(202);
    expect(await counted(id)).toMatchObject({ views: 1 });
  });

  it("a refused event gives its address's use back: the address still adds its five views", async () => {
    const id = await liveOffer();
    const ip = uniqueIp();
    const view = (device: string) =>
      views.POST(
        jsonCall("POST", `/api/v1/offers/${id}/views`, undefined, { ...fromIp(ip), ...appHeaders(device) }),
        params(id),
      );
    refuseNext(3);
    for (let i = 0; i < 3; i++) expect((await view(`refused-${i}-${randomUUID()}`)).status).toBeGreaterThanOrEqual(500);
    for (let i = 0; i < 8; i++) expect((await view(`counted-${i}-${randomUUID()}`)).status).toBe(202);
    expect(await counted(id)).toMatchObject({ views: 5 });
  });
});

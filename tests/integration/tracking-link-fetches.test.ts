import { describe, expect, it } from "vitest";
import * as follow from "@/app/go/[couponId]/route";
import { todayInIndia } from "@/lib/model/calendar-day";
import { countedClicks as clicks, insertCoupon, partnerWithToken } from "./coupon-helpers";
import { fromIp, get, uniqueIp } from "./partner-helpers";

// Decision 838: the tracking link counts a visitor who follows it, not a page or an image loader that
// fetches it. A coupon image elsewhere (another site's address that redirects here, or an <img> on any
// page) would otherwise count a click from every phone and browser that shows it.

const LINK = "https://brand.example/deal";
const BROWSER_IMAGE = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const BROWSER_PAGE = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** Each request from its own address and agent, so neither the day's dedupe nor the address's cap decides. */
const go = (id: string, headers: Record<string, string>, method = "GET") => {
  const request = get(`/go/${id}`, { ...fromIp(uniqueIp()), "user-agent": `Agent/${uniqueIp()}`, ...headers });
  // Next answers a HEAD with the GET handler, given the HEAD request.
  return follow.GET(method === "GET" ? request : new Request(request, { method }), {
    params: Promise.resolve({ couponId: id }),
  });
};

describe("tracking link /go/{couponId} fetched for a page's part", () => {
  it("an image, a script, a frame, a HEAD or a prefetch counts nothing; a visitor following it counts [security 35]", async () => {
    const { id: partnerId } = await partnerWithToken("tracking-fetches");
    const coupon = await insertCoupon(partnerId, todayInIndia(), { link: LINK });
    const notFollowed: Record<string, string>[] = [
      { "sec-fetch-dest": "image", accept: BROWSER_IMAGE },
      { "sec-fetch-dest": "script", accept: "*/*" },
      { "sec-fetch-dest": "iframe", accept: BROWSER_PAGE },
      { purpose: "prefetch", accept: BROWSER_PAGE },
      // An app's image loader, which sends no Fetch Metadata.
      { accept: "image/webp,image/*,*/*;q=0.8" },
    ];
    for (const headers of notFollowed) {
      const response = await go(coupon.id, headers);
      expect(response.status, JSON.stringify(headers)).toBe(302);
      expect(response.headers.get("location")).toBe(LINK);
    }
    // A link checker's HEAD is redirected too.
    expect((await go(coupon.id, { accept: "*/*" }, "HEAD")).headers.get("location")).toBe(LINK);
    // A browser's prefetch or prerender gets no redirect to keep: the click itself will ask again.
    for (const purpose of ["prefetch", "prefetch;prerender"]) {
      const prefetched = await go(coupon.id, { "sec-fetch-dest": "document", "sec-purpose": purpose });
      expect(prefetched.status).toBe(503);
      expect(prefetched.headers.get("location")).toBeNull();
      expect(prefetched.headers.get("cache-control")).toBe("no-store");
    }
    expect(await clicks(coupon.id)).toBe(0);

    // A browser navigating to it, and a client that says nothing of what it fetches (an app opening it).
    await go(coupon.id, { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", accept: BROWSER_PAGE });
    expect(await clicks(coupon.id)).toBe(1);
    await go(coupon.id, {});
    expect(await clicks(coupon.id)).toBe(2);
  });
});

import { OFFER_NOT_FOUND_MESSAGE } from "@/lib/coupons/claim-offer";
import { cachedPublicOffer, OFFERS_CACHE_TAG, offerCacheTag } from "@/lib/data/public-offers";
import { AppError } from "@/lib/errors";
import { api, routeHandler, sharedResponse } from "@/lib/operations/route";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponIdSchema } from "@/lib/validations/coupon";

/**
 * GET /api/v1/offers/{id}: one live offer, the same for every phone (decision 551): served from the shared
 * data cache, cacheable by a CDN, and never a write. The app counts a view with POST …/views.
 */
const read = routeHandler({ audience: "public" }, async ({ request, params }) => {
  const parsed = couponIdSchema.safeParse({ id: params.id });
  const offer = parsed.success ? await cachedPublicOffer(parsed.data.id, todayInIndia()) : null;
  if (!offer) throw new AppError("not_found", OFFER_NOT_FOUND_MESSAGE);
  // Every write that changes an offer also revalidates the feed's tag (lib/coupons/offer-cache.ts).
  return sharedResponse(request, { data: offer }, { tags: [OFFERS_CACHE_TAG, offerCacheTag(offer.id)] });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("public", { GET: read });

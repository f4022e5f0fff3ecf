import { queryValues } from "@/lib/http/request-body";
import { cachedOffersPage, OFFERS_CACHE_TAG } from "@/lib/data/public-offers";
import { validationError } from "@/lib/errors";
import { api, markBareIdCursor, routeHandler, sharedResponse } from "@/lib/operations/route";
import { todayInIndia } from "@/lib/model/calendar-day";
import { CURSOR_MESSAGE, publicOffersQuerySchema } from "@/lib/validations/coupon";

/**
 * GET /api/v1/offers?search=&category=&cursor=&limit=: live coupons of approved partners, newest first, for the app.
 * The same for every phone: served from the shared data cache, and cacheable by a CDN (decision 551).
 */
const list = routeHandler({ audience: "public" }, async ({ request }) => {
  const query = publicOffersQuerySchema.safeParse(queryValues(request));
  if (!query.success) throw validationError(query.error.issues);
  const page = await cachedOffersPage(query.data, todayInIndia());
  if (!page) throw validationError([{ path: ["cursor"], message: CURSOR_MESSAGE }]);
  const answer = sharedResponse(
    request,
    { data: page.offers, nextCursor: page.nextCursor },
    { tags: [OFFERS_CACHE_TAG] },
  );
  return markBareIdCursor(request, answer);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("public", { GET: list });

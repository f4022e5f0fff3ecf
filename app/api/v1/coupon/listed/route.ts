import { parseWith, queryValues } from "@/lib/http/request-body";
import { authenticate, partnerAudienceWith } from "@/lib/auth/authenticate";
import { COUPONS_VERSION_SQL, groupedCouponsJson } from "@/lib/data/coupon-listing";
import { api, markBareIdCursor, revalidatedResponse } from "@/lib/operations/route";
import { todayInIndia } from "@/lib/model/calendar-day";
import { groupedCouponsQuerySchema } from "@/lib/validations/coupon";

/** The partner's session and the version of their coupon rows, in one statement (decision 814). */
const partnerWithVersion = partnerAudienceWith(COUPONS_VERSION_SQL);

/**
 * GET /api/v1/coupon/listed?search=&limit=&listedCursor=&livedCursor=&expiredCursor= ->
 * data.listedCoupons, data.livedCoupons, data.expiredCoupons (up to `limit` each, 100 unless asked) and
 * data.nextCursors, with an ETag for If-None-Match (decision 814). A polling client's 304 costs one SQL
 * statement; a full answer two, the second one written as JSON by the database.
 */
async function handle(request: Request): Promise<Response> {
  const { session } = await authenticate(request, partnerWithVersion);
  const { partnerId } = session.session;
  const query = parseWith(groupedCouponsQuerySchema, queryValues(request));
  const cursors = { listed: query.listedCursor, lived: query.livedCursor, expired: query.expiredCursor };
  const today = todayInIndia();
  const answer = await revalidatedResponse(request, {
    // The answer is the partner's coupon rows, the day (it moves coupons between tabs) and the query.
    version: async () => [SHAPE, today, JSON.stringify(query), session.also!],
    loadJson: () => groupedCouponsJson(partnerId, { search: query.search, limit: query.limit, cursors }, today),
  });
  return markBareIdCursor(request, answer, ["listedCursor", "livedCursor", "expiredCursor"]);
}

/** Changes whenever this answer's shape does, so a tag kept from an older release is never answered 304. */
const SHAPE = "coupon-listed/3";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: handle });

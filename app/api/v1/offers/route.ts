import { apiRoute } from "@/lib/api/api-route";
import { jsonError } from "@/lib/api/errors";
import { listPublicOffers } from "@/lib/data/public-offers";
import { couponSearchSchema } from "@/lib/validations/coupon";

/** GET /api/v1/offers?search=&cursor=&limit=: live coupons of approved partners, newest first, for the app. */
async function list(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const query = couponSearchSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return jsonError(400, "validation_failed", query.error.issues[0]?.message ?? "Invalid query");
  const { offers, nextCursor } = await listPublicOffers(query.data);
  return Response.json({ data: offers, nextCursor }, { headers: { "Cache-Control": "no-store" } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: list });

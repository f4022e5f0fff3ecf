import { apiRoute } from "@/lib/api/api-route";
import { jsonError } from "@/lib/api/errors";
import { visitorKey } from "@/lib/coupons/visitor-key";
import { recordCouponView } from "@/lib/data/coupon-events";
import { getPublicOffer } from "@/lib/data/public-offers";
import { couponIdSchema } from "@/lib/validations/coupon";

const missing = () => jsonError(404, "not_found", "Offer not found");

/** GET /api/v1/offers/{id}: one live offer; each visitor's first fetch of the day counts as a view. */
async function read(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const parsed = couponIdSchema.safeParse(await context.params);
  if (!parsed.success) return missing();
  const offer = await getPublicOffer(parsed.data.id);
  if (!offer) return missing();
  await recordCouponView(offer.id, visitorKey(request));
  return Response.json({ data: offer }, { headers: { "Cache-Control": "no-store" } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: read });

import { apiRoute } from "@/lib/api/api-route";
import { recordCouponClick } from "@/lib/data/coupon-events";
import { OFFER_ENDED_PATH, trackingTarget } from "@/lib/data/public-offers";
import { clientIp } from "@/lib/http/client-ip";
import { take } from "@/lib/limits/limiter";
import { couponIdSchema } from "@/lib/validations/coupon";

const notFound = () =>
  new Response("This offer link does not exist.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

const redirect = (location: string) =>
  new Response(null, {
    status: 302,
    headers: { Location: location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });

/**
 * GET /go/{couponId}: the coupon's tracking link. Sends the visitor to the offer and counts the click
 * once the redirect is made; an offer the public can no longer see goes to the 'offer ended' page.
 */
async function follow(request: Request, context: { params: Promise<{ couponId: string }> }): Promise<Response> {
  const parsed = couponIdSchema.safeParse({ id: (await context.params).couponId });
  if (!parsed.success) return notFound();
  const target = await trackingTarget(parsed.data.id);
  if (!target) return notFound();
  if ("ended" in target) return redirect(OFFER_ENDED_PATH);
  const response = redirect(target.link);
  // Clicks counted per coupon, address and day; more still redirect but do not count (decision 530).
  const budget = await take({ rule: "couponClick", key: parsed.data.id, address: clientIp(request) });
  if (budget.ok) await recordCouponClick(parsed.data.id);
  return response;
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: follow });

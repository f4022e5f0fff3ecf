import { followLink } from "@/lib/coupons/follow-link";
import { notFollowedByVisitor } from "@/lib/events/visitor";
import { api, toRoute } from "@/lib/operations/route";

const notFound = () =>
  new Response("This offer link does not exist.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /go/{couponId}: the coupon's tracking link. Sends the visitor to the offer (or the 'offer ended'
 * page) and queues the click to be counted (decision 551). No referrer goes to the partner (decision 530).
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("public", {
  GET: toRoute(followLink, {
    input: ({ request, params }) => ({ couponId: params.couponId, counted: !notFollowedByVisitor(request.headers) }),
    render: ({ data }) =>
      data
        ? new Response(null, {
            status: 302,
            headers: { Location: data.location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
          })
        : notFound(),
  }),
});

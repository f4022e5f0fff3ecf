import { followLink } from "@/lib/coupons/follow-link";
import { browserPrefetch, notFollowedByVisitor } from "@/lib/events/visitor";
import { api, toRoute } from "@/lib/operations/route";

const notFound = () =>
  new Response("This offer link does not exist.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * A browser's prefetch or prerender (Sec-Purpose) is not answered with the redirect: Chromium would keep
 * it and use it when the visitor clicks, without asking again, and that click would go uncounted. A
 * prefetch that fails is dropped, and the click is a real navigation, counted (decision 838).
 */
const notForPrefetch = () =>
  new Response(null, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "0" } });

const follow = toRoute(followLink, {
  // A HEAD (a link checker, an unfurler) and a fetch for a page's part are redirected, never counted.
  input: ({ request, params }) => ({
    couponId: params.couponId,
    counted: request.method === "GET" && !notFollowedByVisitor(request.headers),
  }),
  render: ({ data }) =>
    data
      ? new Response(null, {
          status: 302,
          headers: { Location: data.location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
        })
      : notFound(),
});

/**
 * GET /go/{couponId}: the coupon's tracking link. Sends the visitor to the offer (or the 'offer ended'
 * page) and queues the click to be counted (decision 551). No referrer goes to the partner (decision 530).
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("public", {
  GET: (request: Request, context: { params: Promise<{ couponId: string }> }) =>
    browserPrefetch(request.headers) ? Promise.resolve(notForPrefetch()) : follow(request, context),
});

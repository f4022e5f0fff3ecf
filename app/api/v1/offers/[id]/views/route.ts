import { DEVICE_ID_HEADER, viewOffer } from "@/lib/coupons/view-offer";
import { api, toRoute } from "@/lib/operations/route";

/** POST /api/v1/offers/{id}/views (X-App-Key, X-Device-Id): the app saw an offer; counted once per device a day. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("app", {
  POST: toRoute(viewOffer, {
    input: ({ request, params }) => ({ id: params.id, deviceId: request.headers.get(DEVICE_ID_HEADER) ?? "" }),
  }),
});

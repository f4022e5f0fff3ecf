import { claimOffer } from "@/lib/coupons/claim-offer";
import { api, toRoute } from "@/lib/operations/route";

/** POST /api/v1/offers/{id}/claims (X-App-Key): one of the app's users claims a live offer (decision 547). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("app", { POST: toRoute(claimOffer) });

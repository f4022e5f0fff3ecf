import { redeemCode } from "@/lib/coupons/code-operations";
import { api, toRoute } from "@/lib/operations/route";

/** POST { code, orderAmount? } (a partner API key or session): redeems a claimed code once (decision 557). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(redeemCode) });

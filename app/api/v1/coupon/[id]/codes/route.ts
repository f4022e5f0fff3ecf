import { setCouponCodes } from "@/lib/coupons/code-operations";
import { api, toRoute } from "@/lib/operations/route";

/** POST { mode, codes? } -> where each claim's code comes from, codes added to the pool (decision 556). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(setCouponCodes) });

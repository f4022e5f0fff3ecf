import { api, toRoute } from "@/lib/operations/route";
import { logout } from "@/lib/partner-account/operations";

/** POST /api/v1/user/logout: the token stops working everywhere, and the cookie is cleared. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(logout) });

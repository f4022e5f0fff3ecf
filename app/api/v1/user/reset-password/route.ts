import { api, toRoute } from "@/lib/operations/route";
import { changePassword } from "@/lib/partner-account/operations";

/**
 * POST /api/v1/user/reset-password { oldPassword, newPassword } (authenticated). Every other session
 * ends; this caller gets a fresh token in data.token (and the cookie, when it came with one).
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(changePassword) });

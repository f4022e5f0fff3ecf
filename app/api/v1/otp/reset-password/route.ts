import { api, toRoute } from "@/lib/operations/route";
import { resetPassword } from "@/lib/partner-account/operations";

/** POST /api/v1/otp/reset-password { newPassword, token, email }: no sign-in follows; every session ends. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(resetPassword) });

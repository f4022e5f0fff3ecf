import { api, toRoute } from "@/lib/operations/route";
import { verifyCode } from "@/lib/partner-account/operations";

/**
 * POST /api/v1/otp/verify-otp { email, otp, type } (sign-up clients send the whole stored form; only
 * these fields are read) -> data.token, the single-use grant for user/signup or otp/reset-password.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(verifyCode) });

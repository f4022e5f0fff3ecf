import { api, toRoute } from "@/lib/operations/route";
import { sendCode } from "@/lib/partner-account/operations";

/** POST /api/v1/otp/send-otp { email, type }: the same answer whether or not the address has an account. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(sendCode) });

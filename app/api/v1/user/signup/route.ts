import { api, toRoute } from "@/lib/operations/route";
import { completeSignUp } from "@/lib/partner-account/operations";

/**
 * POST /api/v1/user/signup: the partner fields, password and the verificationToken from verify-otp.
 * Creates a PENDING partner. (The marketing lead form is POST /api/user/signup, a different endpoint.)
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(completeSignUp) });

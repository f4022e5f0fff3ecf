import { api, toRoute } from "@/lib/operations/route";
import { signIn } from "@/lib/partner-account/operations";

/** POST /api/v1/user/login { email, password } -> data.token (also set as the authToken cookie). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: toRoute(signIn) });

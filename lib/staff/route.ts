import "server-only";
import { NextRequest } from "next/server";
import { siteConfig } from "@/config/site";
import { isCrossSite } from "@/lib/auth/authenticate-request";
import { AuthError, NOT_SIGNED_IN_MESSAGE, SESSION_ENDED_MESSAGE } from "@/lib/auth/errors";
import { authErrorResponse, partnerRoute } from "@/lib/auth/route";
import { clientIp } from "@/lib/rate-limit";
import type { StaffContext } from "@/lib/data/admin/partners";
import type { Permission } from "./roles";
import { assertCan, resolveStaffSession } from "./session";
import { STAFF_COOKIE, decodeStaffToken } from "./session-token";

// The staff JSON API under /api/admin: the staffSession cookie or the same token as a Bearer. A partner
// token is not a staff token (different key, different claims), so it gets 401 here (decision 600).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const challenge = (sent: boolean) =>
  `Bearer realm="${siteConfig.name} console"${sent ? ', error="invalid_token"' : ""}`;

export async function authenticateStaffRequest(request: Request, permission: Permission): Promise<StaffContext> {
  const cookie = new NextRequest(request.url, { headers: request.headers }).cookies.get(STAFF_COOKIE)?.value;
  const bearer = /^Bearer\s+(\S+)/i.exec(request.headers.get("authorization") ?? "")?.[1];
  const raw = cookie ?? bearer;
  if (!raw) throw new AuthError("unauthorized", NOT_SIGNED_IN_MESSAGE, { challenge: challenge(false) });
  if (cookie && !SAFE_METHODS.has(request.method) && isCrossSite(request))
    throw new AuthError("forbidden", "Cross-site requests are not allowed.");
  let session;
  try {
    session = await resolveStaffSession(await decodeStaffToken(raw));
  } catch (error) {
    if (error instanceof AuthError && error.status === 401)
      throw new AuthError("unauthorized", SESSION_ENDED_MESSAGE, { challenge: challenge(true) });
    throw error;
  }
  assertCan(session, permission);
  return { session, ip: clientIp(request.headers) };
}

/** A staff endpoint: the handler runs only for a staff member whose role grants `permission`. */
export function staffRoute<A extends unknown[]>(
  permission: Permission,
  handler: (request: Request, staff: StaffContext, ...rest: A) => Promise<Response>,
) {
  return partnerRoute(async (request: Request, ...rest: A) => {
    try {
      return await handler(request, await authenticateStaffRequest(request, permission), ...rest);
    } catch (error) {
      if (error instanceof AuthError) return authErrorResponse(error);
      throw error;
    }
  });
}

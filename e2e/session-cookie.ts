import type { BrowserContext } from "@playwright/test";
import { encode, type JWT } from "next-auth/jwt";
import { authSecret } from "./server-under-test";

/**
 * Signs `claims` as the server-under-test signs a session (its secret, the salt if the kind has one, the lifetime) and
 * sets the result as the session cookie in `context`, as a sign-in would. Returns the token. Used by the
 * partner and the console fixtures (setPartnerSession, setStaffSession); that the server takes what this
 * mints is checked once, in fixture-sessions.spec.ts.
 */
export async function mintSessionCookie(
  context: BrowserContext,
  baseURL: string,
  { cookie, claims, maxAge, salt }: { cookie: string; claims: JWT; maxAge: number; salt?: string },
): Promise<string> {
  const token = await encode({ token: claims, secret: authSecret(), salt, maxAge });
  await context.addCookies([
    {
      name: cookie,
      value: token,
      url: baseURL,
      httpOnly: true,
      sameSite: "Lax",
      expires: Math.floor(Date.now() / 1000) + maxAge,
    },
  ]);
  return token;
}

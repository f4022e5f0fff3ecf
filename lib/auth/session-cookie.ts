import "server-only";
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { SESSION_COOKIE, sessionCookieOptions } from "./session-token";

/** Route handlers: the answer plus `Set-Cookie: authToken=…; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax[; Secure]`. */
export function withSessionCookie(response: Response, token: string | null): Response {
  const next = new NextResponse(response.body, response);
  if (token) next.cookies.set(SESSION_COOKIE, token, sessionCookieOptions());
  else next.cookies.set(SESSION_COOKIE, "", sessionCookieOptions(0));
  return next;
}

/** Server actions: set the cookie on the action's response. */
export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions());
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, "", sessionCookieOptions(0));
}

// The proxy's fast path for the partner area (spec 2): signed-in visitors skip the sign-in screens, and
// /dashboard sends visitors without the cookie to /NewSignIn. Only the cookie's presence is read here;
// every page, action and route checks the session again next to the data (requirePartner()).
import { SESSION_COOKIE } from "./cookie-name";

const AUTH_SCREENS = ["/NewSignIn", "/NewSignUp", "/ForgotPassword", "/update", "/otpScreen"];
/** Set by /dashboard when the cookie it got no longer opens a session, so the two never loop. */
export const SESSION_ENDED_PARAM = "session";

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Where the request should go instead, or null. */
export function partnerRedirect(url: URL, hasSessionCookie: boolean): string | null {
  const { pathname } = url;
  // The sign-in screen's sign-up link is written /newSignup (spec 2). Matched here, case and all:
  // next.config.ts redirects ignore case, and one from /newSignup would catch /NewSignUp itself.
  if (pathname === "/newSignup") return `/NewSignUp${url.search}`;
  if (isUnder(pathname, "/dashboard")) return hasSessionCookie ? null : "/NewSignIn";
  if (
    hasSessionCookie &&
    AUTH_SCREENS.some((base) => isUnder(pathname, base)) &&
    !url.searchParams.has(SESSION_ENDED_PARAM)
  ) {
    return "/dashboard";
  }
  return null;
}

export function hasSessionCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === SESSION_COOKIE && Boolean(value);
  });
}

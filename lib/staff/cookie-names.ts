/** Staff cookies, named in one place for the proxy (no server-only imports here) and the session code. */
export const STAFF_COOKIE = "staffSession";
export const STAFF_SIGN_IN_COOKIE = "staffSignIn";

/** Staff cookies, named in one place for the proxy (no server-only imports here) and the session code. */
export const STAFF_COOKIE = "staffSession";
export const STAFF_SIGN_IN_COOKIE = "staffSignIn";

/**
 * How the session cookie's token is keyed and how long it lives: shared with the browser tests' sign-in
 * fixture, which makes the same cookie without the sign-in screens (decision 707).
 */
export const STAFF_SESSION_SALT = "staff-session";
/** A working day: a console left open overnight signs in again. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

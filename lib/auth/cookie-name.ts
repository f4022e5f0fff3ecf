/** The spec's session cookie (section 4), named in one place for the proxy and the session code. */
export const SESSION_COOKIE = "authToken";

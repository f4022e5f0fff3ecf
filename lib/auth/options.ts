import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getAuthSecret, getEnv } from "@/lib/env";
import { SIGN_IN_REQUIRED_MESSAGE, signInSchema } from "@/lib/validations/partner-auth";
import { ipFromHeaders } from "./client-address";
import { AuthError } from "./errors";
import { endSession } from "./logout";
import { resolveSession } from "./session";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, isSecureOrigin, sessionClaims } from "./session-token";
import { verifyPartnerCredentials } from "./sign-in";

declare module "next-auth" {
  interface User {
    tokenVersion?: number;
    firstName?: string;
    lastName?: string;
  }
}

function headerRecord(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers && typeof headers === "object") {
    for (const [k, v] of Object.entries(headers as Record<string, unknown>)) if (typeof v === "string") out[k] = v;
  }
  return out;
}

/** Keeps redirects on the public origin (APP_URL), whatever host header next-auth guessed from. */
function sameOriginRedirect(url: string): string {
  const app = new URL(getEnv().APP_URL);
  if (url.startsWith("/") && !url.startsWith("//")) return `${app.origin}${url}`;
  try {
    if (new URL(url).origin === app.origin) return url;
  } catch {
    // not a URL: fall through to the dashboard
  }
  return `${app.origin}/dashboard`;
}

/**
 * next-auth v4: Credentials provider, JWT sessions in the `authToken` cookie (7 days, HttpOnly, Lax,
 * Secure on https). The JSON API and the server actions issue the very same token (session-token.ts),
 * so whichever way a partner signs in, every reader accepts it; every read checks the database.
 * Built per request: the secret is read at run time, never at build time.
 */
export function getAuthOptions(): NextAuthOptions {
  const secure = isSecureOrigin();
  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: { name: SESSION_COOKIE, options: { httpOnly: true, sameSite: "lax", path: "/", secure } },
    },
    pages: { signIn: "/NewSignIn", error: "/NewSignIn" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const parsed = signInSchema.safeParse(credentials ?? {});
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? SIGN_IN_REQUIRED_MESSAGE);
          try {
            const p = await verifyPartnerCredentials(parsed.data, ipFromHeaders(headerRecord(req.headers)));
            return {
              id: p.id,
              email: p.email,
              name: `${p.firstName} ${p.lastName}`.trim(),
              tokenVersion: p.tokenVersion,
              firstName: p.firstName,
              lastName: p.lastName,
            };
          } catch (error) {
            // next-auth shows the message (as ?error=) on the sign-in page.
            if (error instanceof AuthError) throw new Error(error.message);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          return {
            ...sessionClaims({
              id: user.id,
              tokenVersion: user.tokenVersion ?? -1,
              email: user.email ?? "",
              firstName: user.firstName ?? "",
              lastName: user.lastName ?? "",
            }),
          };
        }
        // Throws for a revoked or unapproved session: next-auth then clears the cookie.
        await resolveSession(token);
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { id: token.sub, name: token.name, email: token.email } };
      },
      async redirect({ url }) {
        return sameOriginRedirect(url);
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sub === "string" && typeof token.tv === "number")
          await endSession({ partnerId: token.sub, tokenVersion: token.tv });
      },
    },
    logger: {
      error(code, metadata) {
        if (metadata instanceof AuthError) return; // an ended session, answered by clearing the cookie
        console.error(`[next-auth] ${code}`, metadata instanceof Error ? metadata.message : "");
      },
      // The origin comes from APP_URL (redirect callback, cookie flags), not NEXTAUTH_URL.
      warn(code) {
        if (code !== "NEXTAUTH_URL") console.warn(`[next-auth] ${code}`);
      },
      debug() {},
    },
  };
}

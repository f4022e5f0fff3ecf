import type { CredentialsConfig } from "next-auth/providers/credentials";
import { describe, expect, it } from "vitest";
import { APPROVAL_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from "@/lib/auth/errors";
import { getAuthOptions } from "@/lib/auth/options";
import { decodeSessionToken, issueSessionToken } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { PASSWORD, createPartner, fromIp, uniqueIp } from "./partner-helpers";

// The next-auth route's behaviour lives in its options; they are exercised here directly.
function credentialsAuthorize() {
  const provider = getAuthOptions().providers[0] as CredentialsConfig & { options: CredentialsConfig };
  return (credentials: Record<string, string>) =>
    provider.options.authorize(credentials as Record<"email" | "password", string>, {
      headers: fromIp(uniqueIp()),
      body: {},
      query: {},
      method: "POST",
    });
}

describe("next-auth options", () => {
  it("uses the authToken cookie: HttpOnly, Lax, Path=/, 7-day JWT sessions, Secure only on https [security 11]", () => {
    const options = getAuthOptions();
    expect(options.session).toEqual({ strategy: "jwt", maxAge: 604800 });
    expect(options.cookies?.sessionToken).toEqual({
      name: "authToken",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: false },
    });
    expect(options.useSecureCookies).toBe(false);
  });

  it("authorizes an approved partner and refuses others with the same messages as the API [security 6]", async () => {
    const authorize = credentialsAuthorize();
    const approved = await createPartner();
    expect(await authorize({ email: approved.email, password: PASSWORD })).toMatchObject({
      id: approved.id,
      tokenVersion: 0,
    });
    await expect(authorize({ email: approved.email, password: "wrong-password" })).rejects.toThrow(
      INVALID_CREDENTIALS_MESSAGE,
    );
    const pending = await createPartner({ status: "PENDING" });
    await expect(authorize({ email: pending.email, password: PASSWORD })).rejects.toThrow(APPROVAL_MESSAGE);
    await expect(authorize({ email: "", password: "" })).rejects.toThrow("Please enter both email and password");
  });

  it("puts the same claims in its token as the API's, re-checks them on every read, and revokes on sign-out [security 12]", async () => {
    const options = getAuthOptions();
    const partner = await createPartner();
    const jwt = options.callbacks!.jwt!;
    const claims = await jwt({
      token: {},
      user: {
        id: partner.id,
        email: partner.email,
        name: "Asha Rao",
        tokenVersion: 0,
        firstName: "Asha",
        lastName: "Rao",
      },
      account: null,
    });
    const row = await db.partner.findUniqueOrThrow({ where: { id: partner.id } });
    expect(claims).toEqual(
      await decodeSessionToken(await issueSessionToken(row)).then((c) => ({
        sub: c?.sub,
        tv: c?.tv,
        email: c?.email,
        name: c?.name,
      })),
    );
    expect(await jwt({ token: claims, account: null } as never)).toEqual(claims);

    await options.events!.signOut!({ token: claims, session: null as never });
    await expect(jwt({ token: claims, account: null } as never)).rejects.toMatchObject({ status: 401 });
  });

  it("keeps redirects on the app's own origin", async () => {
    const redirect = getAuthOptions().callbacks!.redirect!;
    const baseUrl = "http://localhost:3000";
    expect(await redirect({ url: "/dashboard", baseUrl })).toBe("http://localhost:3000/dashboard");
    expect(await redirect({ url: "https://evil.example/x", baseUrl })).toBe("http://localhost:3000/dashboard");
    expect(await redirect({ url: "//evil.example/x", baseUrl })).toBe("http://localhost:3000/dashboard");
  });
});

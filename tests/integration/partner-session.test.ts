import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/user/login/route";
import { POST as logout } from "@/app/api/v1/user/logout/route";
import { POST as changePassword } from "@/app/api/v1/user/reset-password/route";
import { GET as getUser } from "@/app/api/v1/user/route";
import { APPROVAL_MESSAGE } from "@/lib/auth/messages";
import { openDeviceSession } from "@/lib/auth/device-sessions";
import { issueSessionToken } from "@/lib/auth/session-token";
import { rejectPartner } from "@/lib/data/partners";
import { db } from "@/lib/db";
import { PASSWORD, bearer, cookie, createPartner, get, post, staffUser } from "./partner-helpers";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

async function signedIn() {
  const partner = await createPartner();
  const response = await login(post("/api/v1/user/login", { email: partner.email, password: PASSWORD }));
  expect(response.status).toBe(200);
  return { ...partner, token: (await response.json()).data.token as string };
}

async function expect401(response: Response, tokenSent: boolean) {
  expect(response.status).toBe(401);
  const challenge = response.headers.get("www-authenticate") ?? "";
  expect(challenge).toMatch(/^Bearer realm=/);
  expect(challenge.includes('error="invalid_token"')).toBe(tokenSent);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await response.json();
  expect(body.error.code).toBe("unauthorized");
  expect(body.message).toBe(body.error.message);
}

describe("authenticated partner API (GET /api/v1/user)", () => {
  it("answers the user for the token as Bearer and as the authToken cookie", async () => {
    const { id, email, token } = await signedIn();
    for (const headers of [bearer(token), cookie(token)]) {
      const response = await getUser(get("/api/v1/user", headers));
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({
        _id: id,
        firstName: "Asha",
        lastName: "Rao",
        fullName: "Asha Rao",
        email,
        phoneNumber: "9876543210",
        companyName: "Rao Foods",
        companyAddress: "1 MG Road, Bengaluru",
        avatar: null,
      });
    }
  });

  it("a Bearer token that is sent and invalid is refused even with a valid cookie (RFC 6750, invalid_token) [security 27]", async () => {
    const { token } = await signedIn();
    const response = await getUser(get("/api/v1/user", { ...cookie(token), authorization: "Bearer not-a-token" }));
    await expect401(response, true);
    // A Bearer header without its token, or with two, is as invalid; another scheme is a proxy's, not ours.
    for (const authorization of ["Bearer", "Bearer   ", `Bearer ${token} ${token}`])
      await expect401(await getUser(get("/api/v1/user", { ...cookie(token), authorization })), true);
    expect((await getUser(get("/api/v1/user", { ...cookie(token), authorization: "Basic YTpi" }))).status).toBe(200);
  });

  it("401 with a Bearer challenge without a token, whatever internal header is forged [security 8] [security 9]", async () => {
    await expect401(await getUser(get("/api/v1/user")), false);
    await expect401(
      await getUser(
        get("/api/v1/user", { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" }),
      ),
      false,
    );
    await expect401(await getUser(get("/api/v1/user", { authorization: "Basic YTpi" })), false);
  });

  it("401 JSON for an expired, tampered, alg:none, foreign-secret or garbage token [security 9]", async () => {
    const { id } = await signedIn();
    const person = { id, email: "x@example.com", firstName: "A", lastName: "R" };
    const subject = { ...person, sessionId: (await openDeviceSession(person, "Test device")).sessionId };
    const expired = await issueSessionToken(subject, -3600);
    const valid = await issueSessionToken(subject);
    const parts = valid.split(".");
    const cipher = parts[3] ?? "";
    parts[3] = (cipher[0] === "A" ? "B" : "A") + cipher.slice(1);
    const tampered = parts.join(".");
    const algNone = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: id, sid: subject.sessionId, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    const foreign = await encode({
      token: { sub: id, sid: subject.sessionId },
      secret: "another-secret-that-is-long-enough-123456",
    });

    expect((await getUser(get("/api/v1/user", bearer(valid)))).status).toBe(200);
    for (const token of [expired, tampered, algNone, foreign, "garbage", "%E0%A4%A"]) {
      await expect401(await getUser(get("/api/v1/user", bearer(token))), true);
      await expect401(await getUser(get("/api/v1/user", cookie(encodeURIComponent(token)))), true);
    }
  });

  it("ends a session when approval is revoked (401) or set back to pending (403 with the approval message) [security 6]", async () => {
    const revoked = await signedIn();
    await rejectPartner(revoked.id, await staffUser(), "Suspended for review");
    await expect401(await getUser(get("/api/v1/user", bearer(revoked.token))), true);
    expect(
      await db.notification.count({ where: { partnerId: revoked.id, message: { contains: "Suspended for review" } } }),
    ).toBe(1);

    const pending = await signedIn();
    await db.partner.update({ where: { id: pending.id }, data: { status: "PENDING" } });
    const response = await getUser(get("/api/v1/user", bearer(pending.token)));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(APPROVAL_MESSAGE);
  });

  it("a token replayed after logout is refused; the partner's other devices stay signed in [security 12]", async () => {
    const { token, email } = await signedIn();
    const other = await login(post("/api/v1/user/login", { email, password: PASSWORD }));
    const otherToken = (await other.json()).data.token as string;
    const out = await logout(post("/api/v1/user/logout", {}, undefined, bearer(token)));
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/authToken=;.*Max-Age=0/);
    await expect401(await getUser(get("/api/v1/user", bearer(token))), true);
    await expect401(await getUser(get("/api/v1/user", cookie(token))), true);
    expect((await getUser(get("/api/v1/user", bearer(otherToken)))).status).toBe(200);
    await expect401(await logout(post("/api/v1/user/logout", {}, undefined, bearer(token))), true);
  });

  it("logout needs no body: a bare POST (as the app's helpers send it) ends the session", async () => {
    const { token } = await signedIn();
    const bare = new Request("http://localhost/api/v1/user/logout", { method: "POST", headers: bearer(token) });
    expect((await logout(bare)).status).toBe(200);
    await expect401(await getUser(get("/api/v1/user", bearer(token))), true);
  });

  const changeWith = (token: string, body: { oldPassword: string; newPassword: string }) =>
    changePassword(post("/api/v1/user/reset-password", body, undefined, bearer(token)));

  it("a password change ends the other sessions and hands this one a fresh token [security 12]", async () => {
    const { token } = await signedIn();
    const wrongOld = await changeWith(token, { oldPassword: "nope-nope-nope", newPassword: "saffron-kite-2931" });
    expect(wrongOld.status).toBe(400);
    expect((await wrongOld.json()).message).toBe("OldPassword is incorrect");

    const common = await changeWith(token, { oldPassword: PASSWORD, newPassword: "password123" });
    expect(common.status).toBe(400);
    expect((await common.json()).error.fieldErrors.newPassword[0]).toMatch(/too common/);

    const changed = await changeWith(token, { oldPassword: PASSWORD, newPassword: "saffron-kite-2931" });
    expect(changed.status).toBe(200);
    const body = await changed.json();
    expect(body.message).toBe("Password updated successfully!");
    await expect401(await getUser(get("/api/v1/user", bearer(token))), true);
    expect((await getUser(get("/api/v1/user", bearer(body.data.token)))).status).toBe(200);
  });

  it("refuses a cross-site state change riding on the cookie; a same-origin one passes [security 10]", async () => {
    const { token } = await signedIn();
    const crossSite = await logout(
      post("/api/v1/user/logout", {}, undefined, {
        ...cookie(token),
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      }),
    );
    expect(crossSite.status).toBe(403);
    expect((await getUser(get("/api/v1/user", cookie(token)))).status).toBe(200);
    const sameSite = await logout(
      post("/api/v1/user/logout", {}, undefined, {
        ...cookie(token),
        origin: "http://localhost:3000",
        "sec-fetch-site": "same-origin",
      }),
    );
    expect(sameSite.status).toBe(200);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { GET as loginGet, POST as login } from "@/app/api/v1/user/login/route";
import { APPROVAL_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from "@/lib/auth/messages";
import { approvePartner, rejectPartner } from "@/lib/data/partners";
import { resetEnvCache } from "@/lib/env";
import { LIMITS } from "@/lib/limits/rules";
import { PASSWORD, createPartner, post, staffUser, uniqueEmail, uniqueIp } from "./partner-helpers";

const signIn = (email: string, password: string, ip = uniqueIp()) =>
  login(post("/api/v1/user/login", { email, password }, ip));

describe("POST /api/v1/user/login", () => {
  afterEach(() => {
    delete process.env.APP_URL;
    resetEnvCache();
  });

  it("signs an approved partner in: data.token and the authToken cookie (7 days, HttpOnly, Lax, no Secure on http) [security 11]", async () => {
    const partner = await createPartner();
    const response = await signIn(partner.email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.user).toMatchObject({ _id: partner.id, email: partner.email, fullName: "Asha Rao" });
    expect(response.headers.get("cache-control")).toBe("no-store");

    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(`authToken=${body.data.token}`);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it("marks the cookie Secure when the app's origin is https [security 11]", async () => {
    process.env.APP_URL = "https://partners.paisapilot.example";
    resetEnvCache();
    const partner = await createPartner();
    const response = await signIn(partner.email, PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
  });

  it("answers a wrong password and an unknown e-mail alike, and wants both fields", async () => {
    const partner = await createPartner();
    const wrong = await signIn(partner.email, "not-the-password");
    const unknown = await signIn(uniqueEmail("nobody"), "not-the-password");
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a).toEqual({
      error: { code: "invalid_credentials", message: INVALID_CREDENTIALS_MESSAGE },
      message: INVALID_CREDENTIALS_MESSAGE,
    });

    const missing = await signIn("", "");
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("Please enter both email and password");
  });

  it("throttles one account: wrong passwords from many addresses end in 429 with Retry-After, even for the right one from a new address [security 1]", async () => {
    const partner = await createPartner();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.partnerSignInFailures.limit; i++)
      statuses.push((await signIn(partner.email, `wrong-${i}-password`)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const blocked = await signIn(partner.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).error.code).toBe("rate_limited");
  });

  it("counts only failures: a partner who signs in often is never throttled", async () => {
    const partner = await createPartner();
    const ip = uniqueIp();
    for (let i = 0; i < LIMITS.partnerSignInFailures.limit + 2; i++)
      expect((await signIn(partner.email, PASSWORD, ip)).status).toBe(200);
  });

  it("throttles one address flooding many accounts [security 1]", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.partnerSignInAddress.limit; i++)
      statuses.push((await signIn(uniqueEmail("flood"), "whatever-password", ip)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const partner = await createPartner();
    const blocked = await signIn(partner.email, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(partner.email, PASSWORD)).status).toBe(200);
  });

  it("tells a pending or rejected partner to contact the provider, only once the password is right [security 6]", async () => {
    const pending = await createPartner({ status: "PENDING" });
    const wrong = await signIn(pending.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toContain("approval");

    const right = await signIn(pending.email, PASSWORD);
    expect(right.status).toBe(403);
    const body = await right.json();
    expect(body.message).toBe(APPROVAL_MESSAGE);
    expect(body.message).toMatch(/contact the provider at partners@paisapilot\.example for account approval/);
    expect(right.headers.get("set-cookie")).toBeNull();

    const staffId = await staffUser();
    await approvePartner(pending.id, staffId);
    expect((await signIn(pending.email, PASSWORD)).status).toBe(200);
    await rejectPartner(pending.id, staffId, "Incomplete company details");
    const rejected = await signIn(pending.email, PASSWORD);
    expect(rejected.status).toBe(403);
    expect((await rejected.json()).message).toBe(APPROVAL_MESSAGE);
  });

  it("answers another method 405 JSON with Allow and the top-level message [security 22]", async () => {
    const response = await loginGet(new Request("http://localhost/api/v1/user/login"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    const body = await response.json();
    expect(body).toEqual({ error: { code: "method_not_allowed", message: body.message }, message: expect.any(String) });
  });

  it("refuses a body that is not JSON with the top-level message too [security 22]", async () => {
    const response = await login(
      new Request("http://localhost/api/v1/user/login", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "x",
      }),
    );
    expect(response.status).toBe(415);
    const body = await response.json();
    expect(body.message).toBe(body.error.message);
  });
});

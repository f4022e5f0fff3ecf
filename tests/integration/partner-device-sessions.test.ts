import { beforeEach, describe, expect, it, vi } from "vitest";

// Server actions read the request through next/headers; a cookie jar and the app server's signed
// client-address headers stand in for the browser (as in partner-actions.test.ts).
const browser = vi.hoisted(() => ({
  jar: new Map<string, string>(),
  headers: new Headers(),
}));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (browser.jar.has(name) ? { name, value: browser.jar.get(name)! } : undefined),
    set: (name: string, value: string, options: { maxAge?: number } = {}) => {
      if (options.maxAge === 0) browser.jar.delete(name);
      else browser.jar.set(name, value);
    },
  }),
  headers: async () => browser.headers,
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as login } from "@/app/api/v1/user/login/route";
import { POST as logout } from "@/app/api/v1/user/logout/route";
import { POST as changePassword } from "@/app/api/v1/user/reset-password/route";
import { GET as getUser } from "@/app/api/v1/user/route";
import { DELETE as endSessionRoute } from "@/app/api/v1/user/sessions/[id]/route";
import { DELETE as endAllRoute, GET as listRoute } from "@/app/api/v1/user/sessions/route";
import { endAllSessionsAction } from "@/lib/actions/end-all-sessions";
import { endSessionAction } from "@/lib/actions/end-session";
import { devicesOf } from "@/lib/auth/device-sessions";
import { PASSWORD_UNCHANGED_MESSAGE } from "@/lib/partner-account/password-change";
import { SESSION_TOUCH_MS, resolveSession } from "@/lib/auth/session";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { DEVICE_SESSIONS_MAX, LIMITS } from "@/lib/limits/rules";
import { PASSWORD, bearer, createPartner, fromIp, get, post, uniqueIp } from "./partner-helpers";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function signIn(partner: { email: string }, userAgent = CHROME_WINDOWS) {
  const response = await login(
    post("/api/v1/user/login", { email: partner.email, password: PASSWORD }, uniqueIp(), { "user-agent": userAgent }),
  );
  expect(response.status).toBe(200);
  const token = (await response.json()).data.token as string;
  const claims = await decodeSessionToken(token);
  return { token, sessionId: claims!.sid as string };
}

const status = async (token: string) => (await getUser(get("/api/v1/user", bearer(token)))).status;

/** This test's browser signed in with `token` (the authToken cookie), from an address of its own. */
function useBrowser(token: string) {
  browser.jar.clear();
  browser.jar.set("authToken", token);
  browser.headers = new Headers(fromIp(uniqueIp()));
}

describe("one session per device (decision 541)", () => {
  beforeEach(() => browser.jar.clear());

  it("each sign-in is a session of its own, labelled by its device; logout ends only this one [security 12]", async () => {
    const partner = await createPartner();
    const laptop = await signIn(partner, CHROME_WINDOWS);
    const desktop = await signIn(partner, FIREFOX_LINUX);
    expect(laptop.sessionId).not.toBe(desktop.sessionId);

    // This device first, whichever was used last.
    for (const [here, mine, other] of [
      [laptop, "Chrome on Windows", "Firefox on Linux"],
      [desktop, "Firefox on Linux", "Chrome on Windows"],
    ] as const) {
      const listed = await devicesOf({ partnerId: partner.id, sessionId: here.sessionId });
      expect(listed.map(({ device, current }) => ({ device, current }))).toEqual([
        { device: mine, current: true },
        { device: other, current: false },
      ]);
    }

    expect((await logout(post("/api/v1/user/logout", {}, undefined, bearer(laptop.token)))).status).toBe(200);
    expect(await status(laptop.token)).toBe(401);
    expect(await status(desktop.token)).toBe(200);
    // A replayed logout is refused and ends nothing else.
    expect((await logout(post("/api/v1/user/logout", {}, undefined, bearer(laptop.token)))).status).toBe(401);
    expect(await status(desktop.token)).toBe(200);
    expect(await db.partnerSession.count({ where: { partnerId: partner.id } })).toBe(1);
  });

  it("ends another device from the list; sign out of all devices ends every one, this one too [security 12]", async () => {
    const partner = await createPartner();
    const here = await signIn(partner);
    const phone = await signIn(partner, FIREFOX_LINUX);
    const tablet = await signIn(partner, FIREFOX_LINUX);

    useBrowser(here.token);
    expect(await endSessionAction({ sessionId: phone.sessionId })).toMatchObject({ ok: true });
    expect(await status(phone.token)).toBe(401);
    expect(await status(here.token)).toBe(200);
    expect(await status(tablet.token)).toBe(200);
    expect(browser.jar.get("authToken")).toBe(here.token);
    // Already ended: not found, nothing else changes.
    expect(await endSessionAction({ sessionId: phone.sessionId })).toMatchObject({ ok: false, code: "not_found" });

    expect(await endAllSessionsAction({})).toMatchObject({ ok: true, data: { ended: 2 } });
    expect(await status(here.token)).toBe(401);
    expect(await status(tablet.token)).toBe(401);
    expect(browser.jar.has("authToken")).toBe(false);
    expect(await db.partnerSession.count({ where: { partnerId: partner.id } })).toBe(0);
  });

  it("another partner's session id is 404 and that session stays live", async () => {
    const mine = await createPartner({ prefix: "mine" });
    const theirs = await createPartner({ prefix: "theirs" });
    const me = await signIn(mine);
    const them = await signIn(theirs);
    useBrowser(me.token);
    expect(await endSessionAction({ sessionId: them.sessionId })).toEqual({
      ok: false,
      code: "not_found",
      formError: "This session has already ended.",
    });
    expect(await status(them.token)).toBe(200);
    expect(await devicesOf({ partnerId: mine.id, sessionId: me.sessionId })).toHaveLength(1);
  });

  it("ending sessions is rate-limited per account like other repeatable writes [security 24]", async () => {
    const partner = await createPartner();
    const here = await signIn(partner);
    useBrowser(here.token);
    for (let i = 0; i < LIMITS.sessionEnd.limit; i++)
      expect(await endSessionAction({ sessionId: `none-${i}` })).toMatchObject({ code: "not_found" });
    expect(await endSessionAction({ sessionId: "one-more" })).toMatchObject({
      ok: false,
      code: "rate_limited",
      retryAfterSeconds: expect.any(Number),
    });
  });

  it("a password change ends every other session (API Bearer) and hands this device a new one [security 12]", async () => {
    const partner = await createPartner();
    const here = await signIn(partner);
    const other = await signIn(partner, FIREFOX_LINUX);
    const response = await changePassword(
      post("/api/v1/user/reset-password", { oldPassword: PASSWORD, newPassword: "saffron-kite-2931" }, undefined, {
        ...bearer(here.token),
        "user-agent": "anything else",
      }),
    );
    expect(response.status).toBe(200);
    const fresh = (await response.json()).data.token as string;
    expect(await status(here.token)).toBe(401);
    expect(await status(other.token)).toBe(401);
    expect(await status(fresh)).toBe(200);
    // The new session keeps the device it replaces, whatever the change request's User-Agent said.
    const rows = await db.partnerSession.findMany({ where: { partnerId: partner.id } });
    expect(rows.map((r) => r.device)).toEqual(["Chrome on Windows"]);
  });

  it("the same password again changes nothing and signs no device out", async () => {
    const partner = await createPartner();
    const here = await signIn(partner);
    const other = await signIn(partner, FIREFOX_LINUX);
    const response = await changePassword(
      post(
        "/api/v1/user/reset-password",
        { oldPassword: PASSWORD, newPassword: PASSWORD },
        undefined,
        bearer(here.token),
      ),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe(PASSWORD_UNCHANGED_MESSAGE);
    expect(await status(here.token)).toBe(200);
    expect(await status(other.token)).toBe(200);
    expect(await status(body.data.token)).toBe(200);
    expect(await db.partnerSession.count({ where: { partnerId: partner.id } })).toBe(2);
  });

  it("the API lists, ends one and ends all with a Bearer token, by the same rules", async () => {
    const mine = await createPartner({ prefix: "api-mine" });
    const theirs = await signIn(await createPartner({ prefix: "api-theirs" }));
    const here = await signIn(mine);
    const other = await signIn(mine, FIREFOX_LINUX);
    const call = (method: string, path: string, token: string) =>
      new Request(`http://localhost${path}`, { method, headers: { ...fromIp(uniqueIp()), ...bearer(token) } });
    const params = (id: string) => ({ params: Promise.resolve({ id }) });

    const listed = await listRoute(call("GET", "/api/v1/user/sessions", here.token), undefined as never);
    expect(listed.status).toBe(200);
    const { data } = await listed.json();
    expect(data).toHaveLength(2);
    expect(data.find((s: { current: boolean }) => s.current)).toMatchObject({
      id: here.sessionId,
      device: "Chrome on Windows",
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
    });

    const path = (id: string) => `/api/v1/user/sessions/${id}`;
    const foreign = await endSessionRoute(call("DELETE", path(theirs.sessionId), here.token), params(theirs.sessionId));
    expect(foreign.status).toBe(404);
    expect(await status(theirs.token)).toBe(200);
    const ended = await endSessionRoute(call("DELETE", path(other.sessionId), here.token), params(other.sessionId));
    expect(ended.status).toBe(200);
    expect(ended.headers.get("set-cookie")).toBeNull();
    expect(await status(other.token)).toBe(401);
    expect(await status(here.token)).toBe(200);

    const another = await signIn(mine, FIREFOX_LINUX);
    const all = await endAllRoute(call("DELETE", "/api/v1/user/sessions", here.token), undefined as never);
    expect(all.status).toBe(200);
    expect((await all.json()).data).toEqual({ ended: 2 });
    expect(await status(here.token)).toBe(401);
    expect(await status(another.token)).toBe(401);
    expect(await status(theirs.token)).toBe(200);
  });

  it("signing in on one device more than DEVICE_SESSIONS_MAX signs out the one used longest ago [security 12]", async () => {
    const partner = await createPartner();
    const oldest = await signIn(partner);
    const { lastUsedAt, expiresAt } = await db.partnerSession.findUniqueOrThrow({ where: { id: oldest.sessionId } });
    // The other devices, each used since the first: rows as their sign-ins would have made them.
    await db.partnerSession.createMany({
      data: Array.from({ length: DEVICE_SESSIONS_MAX - 1 }, (_, i) => ({
        id: `trim-${partner.id}-${i}`,
        partnerId: partner.id,
        device: "Firefox on Linux",
        lastUsedAt: new Date(lastUsedAt.getTime() + (i + 1) * 1000),
        expiresAt,
      })),
    });
    expect(await status(oldest.token)).toBe(200);
    const newest = await signIn(partner, FIREFOX_LINUX);
    expect(await status(newest.token)).toBe(200);
    expect(await status(oldest.token)).toBe(401);
    expect(await db.partnerSession.count({ where: { partnerId: partner.id } })).toBe(DEVICE_SESSIONS_MAX);
  });

  it("last use is written at most once per SESSION_TOUCH_MS; an expired session is refused before it is pruned", async () => {
    const partner = await createPartner();
    const { token, sessionId } = await signIn(partner);
    const claims = await decodeSessionToken(token);
    const row = await db.partnerSession.findUniqueOrThrow({ where: { id: sessionId } });
    const at = (ms: number) => new Date(row.lastUsedAt.getTime() + ms);
    const lastUsed = async () => (await db.partnerSession.findUniqueOrThrow({ where: { id: sessionId } })).lastUsedAt;

    await resolveSession(claims, at(SESSION_TOUCH_MS - 1000));
    expect(await lastUsed()).toEqual(row.lastUsedAt);
    await resolveSession(claims, at(SESSION_TOUCH_MS + 1000));
    expect(await lastUsed()).toEqual(at(SESSION_TOUCH_MS + 1000));

    await expect(resolveSession(claims, row.expiresAt)).rejects.toMatchObject({ status: 401 });
  });
});

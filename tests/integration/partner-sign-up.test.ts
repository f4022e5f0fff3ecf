import { describe, expect, it, vi } from "vitest";

// Counts the password hashes made, so a test can tell a refusal that cost one from one that did not.
const hashes = vi.hoisted(() => ({ made: 0 }));
vi.mock(import("@/lib/auth/password"), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    hashPassword: async (...args: Parameters<typeof actual.hashPassword>) => {
      hashes.made += 1;
      return actual.hashPassword(...args);
    },
  };
});

import { POST as resetPassword } from "@/app/api/v1/otp/reset-password/route";
import { POST as sendOtp } from "@/app/api/v1/otp/send-otp/route";
import { POST as verifyOtp } from "@/app/api/v1/otp/verify-otp/route";
import { POST as login } from "@/app/api/v1/user/login/route";
import { GET as getUser } from "@/app/api/v1/user/route";
import { POST as signup } from "@/app/api/v1/user/signup/route";
import { APPROVAL_MESSAGE } from "@/lib/auth/messages";
import { LIMITS } from "@/lib/limits/rules";
import { createApiKey, resolveApiKey } from "@/lib/data/partner-api-keys";
import { approvePartner } from "@/lib/data/partners";
import { db } from "@/lib/db";
import {
  PASSWORD,
  bearer,
  createPartner,
  get,
  latestCode,
  post,
  signUpForm,
  staffUser,
  uniqueEmail,
  uniqueIp,
} from "./partner-helpers";

/** send-otp, then verify-otp with the whole stored form (as the spec's client sends it) -> the grant. */
async function verifiedToken(email: string): Promise<string> {
  expect((await sendOtp(post("/api/v1/otp/send-otp", { email, type: "email_verification" }))).status).toBe(200);
  const verified = await verifyOtp(
    post("/api/v1/otp/verify-otp", { ...signUpForm(email), otp: await latestCode(email), type: "email_verification" }),
  );
  expect(verified.status).toBe(200);
  return (await verified.json()).data.token;
}

const register = (body: Record<string, unknown>) => signup(post("/api/v1/user/signup", body));

describe("partner sign-up (POST /api/v1/user/signup)", () => {
  it("creates a PENDING partner for a verified e-mail; sign-in waits for approval", async () => {
    const email = uniqueEmail("meera");
    const verificationToken = await verifiedToken(email);
    const created = await register({ ...signUpForm(email), verificationToken, status: "APPROVED", sessions: [] });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.message).toContain(APPROVAL_MESSAGE);
    expect(body.data.user).toMatchObject({ email, fullName: "Meera Iyer", companyName: "Iyer Travels" });

    const row = await db.partner.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({
      status: "PENDING",
      companyPrivacyUrl: "https://iyertravels.example/privacy",
    });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await db.partnerSession.count({ where: { partnerId: row.id } })).toBe(0);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      await db.emailMessage.count({ where: { subject: { contains: "awaiting approval" }, text: { contains: email } } }),
    ).toBe(1);

    const waiting = await login(post("/api/v1/user/login", { email, password: "violet-tandoor-47" }));
    expect(waiting.status).toBe(403);
    expect((await waiting.json()).message).toBe(APPROVAL_MESSAGE);
    await approvePartner(row.id, await staffUser());
    expect((await login(post("/api/v1/user/login", { email, password: "violet-tandoor-47" }))).status).toBe(200);
  });

  it("refuses a missing, foreign or reused verification token", async () => {
    const email = uniqueEmail("meera");
    expect((await register({ ...signUpForm(email), verificationToken: "x".repeat(43) })).status).toBe(400);
    const token = await verifiedToken(email);
    expect((await register({ ...signUpForm(uniqueEmail("other")), verificationToken: token })).status).toBe(400);
    expect((await register({ ...signUpForm(email), verificationToken: token })).status).toBe(201);
    expect((await register({ ...signUpForm(email), verificationToken: token })).status).toBe(400);
    expect(await db.partner.count({ where: { email } })).toBe(1);
  });

  it("made-up tokens from one address are refused (429) once its budget is spent, before a password is hashed [security 24]", async () => {
    const ip = uniqueIp();
    const junk = () =>
      signup(
        post("/api/v1/user/signup", { ...signUpForm(uniqueEmail("flood")), verificationToken: "x".repeat(43) }, ip),
      );
    for (let i = 0; i < LIMITS.partnerGrantUseAddress.limit; i++) expect((await junk()).status).toBe(400);
    const before = hashes.made;
    const refused = await junk();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(hashes.made, "no hash for a refused request").toBe(before);
  });

  it("the same verification token twice at once: one account [security 4]", async () => {
    const email = uniqueEmail("twice");
    const verificationToken = await verifiedToken(email);
    const answers = await Promise.all([
      register({ ...signUpForm(email), verificationToken }),
      register({ ...signUpForm(email), verificationToken }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await db.partner.count({ where: { email } })).toBe(1);
  });

  it("passwords: 7 characters refused, 64 Unicode characters accepted whole, a common one refused [security 13]", async () => {
    const short = uniqueEmail("short");
    const tooShort = await register({ ...signUpForm(short, "1234567"), verificationToken: await verifiedToken(short) });
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).message).toBe("Must be at least 8 characters");

    const common = uniqueEmail("common");
    const refused = await register({
      ...signUpForm(common, "password123"),
      verificationToken: await verifiedToken(common),
    });
    expect(refused.status).toBe(400);
    const refusedBody = await refused.json();
    expect(refusedBody.message).toMatch(/too common/);
    expect(refusedBody.error.fieldErrors.password).toHaveLength(1);
    expect(await db.partner.count({ where: { email: common } })).toBe(0);

    const unicode = uniqueEmail("unicode");
    const long = "पासवर्ड🔒".repeat(8);
    expect([...long]).toHaveLength(64);
    expect(
      (await register({ ...signUpForm(unicode, long), verificationToken: await verifiedToken(unicode) })).status,
    ).toBe(201);
    const row = await db.partner.findUniqueOrThrow({ where: { email: unicode } });
    await approvePartner(row.id, await staffUser());
    expect((await login(post("/api/v1/user/login", { email: unicode, password: long }))).status).toBe(200);
    expect((await login(post("/api/v1/user/login", { email: unicode, password: long.slice(0, -2) }))).status).toBe(401);
  });
});

describe("forgot password over the API", () => {
  it("code -> grant -> new password: no sign-in, every session ended, old password dead [security 12]", async () => {
    const { email } = await createPartner();
    const session = (await (await login(post("/api/v1/user/login", { email, password: PASSWORD }))).json()).data.token;
    await sendOtp(post("/api/v1/otp/send-otp", { email, type: "password_reset" }));
    const verified = await verifyOtp(
      post("/api/v1/otp/verify-otp", { email, otp: await latestCode(email), type: "password_reset" }),
    );
    const token = (await verified.json()).data.token;

    const tooShort = await resetPassword(post("/api/v1/otp/reset-password", { email, token, newPassword: "1234567" }));
    expect((await tooShort.json()).message).toBe("Password must be at least 8 characters long");
    const reset = await resetPassword(
      post("/api/v1/otp/reset-password", { email, token, newPassword: "saffron-kite-2931" }),
    );
    expect(reset.status).toBe(200);
    const body = await reset.json();
    expect(body).toEqual({ data: null, message: "Password updated successfully!" });
    expect(reset.headers.get("set-cookie")).toBeNull();

    expect((await getUser(get("/api/v1/user", bearer(session)))).status).toBe(401);
    expect((await login(post("/api/v1/user/login", { email, password: PASSWORD }))).status).toBe(401);
    expect((await login(post("/api/v1/user/login", { email, password: "saffron-kite-2931" }))).status).toBe(200);
    const notice = await db.emailMessage.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
    expect(notice.subject).toMatch(/password was changed/);
  });

  it("a reset also revokes every API key and removes every webhook endpoint, which whoever held the account may have left [security 38]", async () => {
    const { id, email } = await createPartner();
    const { key } = await createApiKey(id, "Left behind");
    await db.webhookEndpoint.create({
      data: { partnerId: id, url: "https://listener.example/hook", sealedSecret: "x", secretPrefix: "whsec_x" },
    });
    await sendOtp(post("/api/v1/otp/send-otp", { email, type: "password_reset" }));
    const verified = await verifyOtp(
      post("/api/v1/otp/verify-otp", { email, otp: await latestCode(email), type: "password_reset" }),
    );
    const token = (await verified.json()).data.token;
    const reset = await resetPassword(
      post("/api/v1/otp/reset-password", { email, token, newPassword: "saffron-kite-2931" }),
    );
    expect(reset.status).toBe(200);
    expect((await resolveApiKey(key)).owner).toBeNull();
    expect(await db.partnerApiKey.count({ where: { partnerId: id, revokedAt: null } })).toBe(0);
    expect(await db.webhookEndpoint.count({ where: { partnerId: id } })).toBe(0);
    const notice = await db.emailMessage.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
    expect(notice.text).toContain("Your API keys were revoked and your webhook endpoints removed");
  });
});

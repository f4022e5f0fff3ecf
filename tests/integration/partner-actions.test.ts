import { beforeEach, describe, expect, it, vi } from "vitest";

// Server actions read the request through next/headers; here a cookie jar and the app server's signed
// client-address headers stand in for the browser.
const browser = vi.hoisted(() => ({
  jar: new Map<string, { value: string; options: Record<string, unknown> }>(),
  writes: [] as { name: string; value: string; options: Record<string, unknown> }[],
  headers: new Headers(),
}));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (browser.jar.has(name) ? { name, value: browser.jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      browser.writes.push({ name, value, options });
      if (options.maxAge === 0) browser.jar.delete(name);
      else browser.jar.set(name, { value, options });
    },
  }),
  headers: async () => browser.headers,
}));

import { changePasswordAction } from "@/lib/actions/change-password";
import { forgotPasswordAction } from "@/lib/actions/forgot-password";
import { logoutAction } from "@/lib/actions/logout";
import { resendCodeAction } from "@/lib/actions/resend-code";
import { resetPasswordAction } from "@/lib/actions/reset-password";
import { signInAction } from "@/lib/actions/sign-in";
import { startSignUpAction } from "@/lib/actions/sign-up";
import { verifyCodeAction } from "@/lib/actions/verify-code";
import { APPROVAL_MESSAGE } from "@/lib/auth/messages";
import { requirePartner } from "@/lib/auth/current-partner";
import { db } from "@/lib/db";
import { PASSWORD, createPartner, fromIp, latestCode, uniqueEmail, uniqueIp } from "./partner-helpers";

function newBrowser() {
  browser.jar.clear();
  browser.writes.length = 0;
  browser.headers = new Headers(fromIp(uniqueIp()));
}

describe("partner server actions", () => {
  beforeEach(newBrowser);

  it("sign-in sets authToken: 7 days, Path=/, HttpOnly, SameSite=Lax, not Secure on http [security 11]", async () => {
    const { email } = await createPartner();
    const result = await signInAction({ email, password: PASSWORD });
    expect(result).toEqual({ ok: true, data: { next: "/dashboard" } });
    const write = browser.writes.find((w) => w.name === "authToken");
    expect(write?.options).toEqual({ httpOnly: true, sameSite: "lax", secure: false, path: "/", maxAge: 604800 });
    expect((await requirePartner()).email).toBe(email);
  });

  it("sign-in failures are typed results: fields, credentials, approval", async () => {
    expect(await signInAction({ email: "", password: "" })).toMatchObject({
      ok: false,
      code: "validation_failed",
      formError: "Please enter both email and password",
    });
    const pending = await createPartner({ status: "PENDING" });
    expect(await signInAction({ email: pending.email, password: "wrong-password" })).toMatchObject({
      ok: false,
      code: "invalid_credentials",
    });
    expect(await signInAction({ email: pending.email, password: PASSWORD })).toEqual({
      ok: false,
      code: "forbidden",
      formError: APPROVAL_MESSAGE,
    });
    expect(browser.jar.has("authToken")).toBe(false);
  });

  it("accepts FormData, as a form posted without JavaScript sends it", async () => {
    const { email } = await createPartner();
    const form = new FormData();
    form.set("email", email);
    form.set("password", PASSWORD);
    expect((await signInAction(null, form)).ok).toBe(true);
  });

  it("sign-up: form -> code -> PENDING account, the form kept in an encrypted HttpOnly cookie, never the password", async () => {
    const email = uniqueEmail("web");
    const form = {
      firstName: "Kabir",
      lastName: "Shah",
      email,
      phoneNumber: "9812345678",
      companyName: "Shah Electronics",
      companyAddress: "5 Linking Road, Mumbai",
      companyPrivacyURL: "https://shah.example/privacy",
      password: "monsoon-lamp-8812",
    };
    expect(await startSignUpAction({ ...form, password: "qwerty123" })).toMatchObject({
      ok: false,
      fieldErrors: { password: [expect.stringMatching(/too common/)] },
    });
    const started = await startSignUpAction(form);
    expect(started).toMatchObject({ ok: true, data: { email, next: "/otpScreen/signup" } });
    const pending = browser.jar.get("partnerSignUp");
    expect(pending?.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });
    expect(pending?.value).not.toContain("monsoon");
    expect(pending?.value).not.toContain(email);

    const first = await latestCode(email);
    expect((await resendCodeAction({ flow: "signup" })).ok).toBe(true);
    const second = await latestCode(email);
    if (first !== second)
      expect(await verifyCodeAction({ otp: first, flow: "signup" })).toMatchObject({ ok: false, code: "invalid_code" });
    const verified = await verifyCodeAction({ otp: second, flow: "signup" });
    expect(verified).toMatchObject({ ok: true, data: { next: "/NewSignIn" } });
    expect(verified.ok && verified.message).toContain(APPROVAL_MESSAGE);
    expect(browser.jar.has("partnerSignUp")).toBe(false);
    expect(await db.partner.findUniqueOrThrow({ where: { email } })).toMatchObject({
      status: "PENDING",
      companyName: "Shah Electronics",
    });
    expect(await signInAction({ email, password: "monsoon-lamp-8812" })).toMatchObject({
      ok: false,
      formError: APPROVAL_MESSAGE,
    });
  });

  it("forgot password: same answer for anyone, code, then /update sets the password and signs nobody in [security 5]", async () => {
    const { email } = await createPartner();
    const unknown = await forgotPasswordAction({ email: uniqueEmail("nobody") });
    newBrowser();
    const known = await forgotPasswordAction({ email });
    expect({ ...known, data: null }).toEqual({ ...unknown, data: null });

    expect(await verifyCodeAction({ otp: await latestCode(email), flow: "forgot" })).toMatchObject({
      ok: true,
      data: { next: "/update" },
    });
    expect(
      await resetPasswordAction({ password: "saffron-kite-2931", confirmPassword: "saffron-kite-2932" }),
    ).toMatchObject({ ok: false, formError: "Passwords don't match" });
    const reset = await resetPasswordAction({ password: "saffron-kite-2931", confirmPassword: "saffron-kite-2931" });
    expect(reset).toEqual({ ok: true, data: { next: "/NewSignIn" }, message: "Password updated successfully!" });
    expect(browser.jar.has("authToken")).toBe(false);
    expect(
      await resetPasswordAction({ password: "saffron-kite-2931", confirmPassword: "saffron-kite-2931" }),
    ).toMatchObject({ ok: false, code: "invalid_grant" });
    expect((await signInAction({ email, password: "saffron-kite-2931" })).ok).toBe(true);
  });

  it("change password needs a session, checks the old one and keeps this browser signed in", async () => {
    const input = { oldPassword: PASSWORD, newPassword: "saffron-kite-2931", confirmPassword: "saffron-kite-2931" };
    expect(await changePasswordAction(input)).toMatchObject({ ok: false, code: "unauthorized" });
    const { email } = await createPartner();
    await signInAction({ email, password: PASSWORD });
    const before = browser.jar.get("authToken")?.value;
    expect(await changePasswordAction({ ...input, oldPassword: "not-it-at-all" })).toMatchObject({
      ok: false,
      formError: "OldPassword is incorrect",
    });
    expect(await changePasswordAction({ ...input, confirmPassword: "x" })).toMatchObject({
      ok: false,
      formError: "Passwords do not match",
    });
    expect(await changePasswordAction(input)).toEqual({
      ok: true,
      data: null,
      message: "Password updated successfully!",
    });
    expect(browser.jar.get("authToken")?.value).not.toBe(before);
    expect((await requirePartner()).email).toBe(email);
  });

  it("logout revokes the token, clears the cookie and goes to /NewSignIn [security 12]", async () => {
    const { email } = await createPartner();
    await signInAction({ email, password: PASSWORD });
    const token = browser.jar.get("authToken")!.value;
    await expect(logoutAction()).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/NewSignIn;/),
    });
    expect(browser.jar.has("authToken")).toBe(false);
    browser.jar.set("authToken", { value: token, options: {} });
    await expect(requirePartner()).rejects.toMatchObject({ status: 401 });
  });
});

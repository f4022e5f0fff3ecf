import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as resetPassword } from "@/app/api/v1/otp/reset-password/route";
import { POST as sendOtp } from "@/app/api/v1/otp/send-otp/route";
import { POST as verifyOtp } from "@/app/api/v1/otp/verify-otp/route";
import { POST as login } from "@/app/api/v1/user/login/route";
import { checkCode, sendCode } from "@/lib/partner-account/codes";
import { CODE_ATTEMPTS_MESSAGE, CODE_CHECKS_SPENT_MESSAGE, INVALID_CODE_MESSAGE } from "@/lib/auth/messages";
import { db } from "@/lib/db";
import { LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from "@/lib/limits/rules";
import { withWait } from "@/lib/format/wait";
import { clockAt, outcome } from "./limit-helpers";
import {
  PASSWORD,
  createPartner,
  latestCode,
  mailCount,
  post,
  sessionTokenFor,
  uniqueEmail,
  uniqueIp,
} from "./partner-helpers";

type OtpType = "email_verification" | "password_reset";

const send = (email: string, type: OtpType, ip = uniqueIp()) =>
  sendOtp(post("/api/v1/otp/send-otp", { email, type }, ip));
const verify = (email: string, otp: string, type: OtpType, ip = uniqueIp()) =>
  verifyOtp(post("/api/v1/otp/verify-otp", { email, otp, type }, ip));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const MINUTE = 60_000;
const DAY_SECONDS = 86_400;

describe("e-mailed codes (POST /api/v1/otp/send-otp, verify-otp)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a right code is exchanged once for a grant; the code is stored only as a hash [security 3]", async () => {
    const { email } = await createPartner();
    expect((await send(email, "password_reset")).status).toBe(200);
    const code = await latestCode(email);
    const row = await db.otpCode.findFirstOrThrow({ where: { email }, orderBy: { createdAt: "desc" } });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000);

    const first = await verify(email, code, "password_reset");
    expect(first.status).toBe(200);
    expect((await first.json()).data.token).toMatch(/^[\w-]{43}$/);
    const reused = await verify(email, code, "password_reset");
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toBe(INVALID_CODE_MESSAGE);
  });

  it("five wrong tries kill the code: the sixth wrong one and then the right one are refused [security 2]", async () => {
    const { email } = await createPartner();
    await send(email, "password_reset");
    const code = await latestCode(email);
    const messages: string[] = [];
    for (let i = 0; i < 6; i++)
      messages.push((await (await verify(email, wrongCode(code), "password_reset")).json()).message);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(INVALID_CODE_MESSAGE));
    expect(messages.slice(4)).toEqual([CODE_ATTEMPTS_MESSAGE, CODE_ATTEMPTS_MESSAGE]);
    const right = await verify(email, code, "password_reset");
    expect(right.status).toBe(400);
    expect((await right.json()).message).toBe(CODE_ATTEMPTS_MESSAGE);
    expect((await db.otpCode.findFirstOrThrow({ where: { email }, orderBy: { createdAt: "desc" } })).attempts).toBe(5);
  });

  it("refuses an expired code, a code for the other purpose, and a code from before a resend [security 3]", async () => {
    const { email } = await createPartner();
    await send(email, "password_reset");
    const expiredCode = await latestCode(email);
    await db.otpCode.updateMany({
      where: { email, usedAt: null, voidedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await verify(email, expiredCode, "password_reset")).status).toBe(400);

    const stranger = uniqueEmail("signup");
    await send(stranger, "email_verification");
    const signupCode = await latestCode(stranger);
    expect((await verify(stranger, signupCode, "password_reset")).status).toBe(400);

    await send(email, "password_reset");
    const beforeResend = await latestCode(email);
    await send(email, "password_reset");
    const afterResend = await latestCode(email);
    if (beforeResend !== afterResend) expect((await verify(email, beforeResend, "password_reset")).status).toBe(400);
    expect((await verify(email, afterResend, "password_reset")).status).toBe(200);
    expect((await verify(stranger, signupCode, "email_verification")).status).toBe(200);
  });

  it("the same right code sent twice at once: exactly one grant [security 4]", async () => {
    const { email } = await createPartner();
    await send(email, "password_reset");
    const code = await latestCode(email);
    const answers = await Promise.all([verify(email, code, "password_reset"), verify(email, code, "password_reset")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await db.authGrant.count({ where: { email } })).toBe(1);
  });

  it("the same reset grant sent twice at once: exactly one password change [security 4]", async () => {
    const { email } = await createPartner();
    await send(email, "password_reset");
    const token = (await (await verify(email, await latestCode(email), "password_reset")).json()).data.token;
    const reset = (newPassword: string) =>
      resetPassword(post("/api/v1/otp/reset-password", { email, token, newPassword }));
    const answers = await Promise.all([reset("saffron-kite-2931"), reset("monsoon-lamp-8812")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? "saffron-kite-2931" : "monsoon-lamp-8812";
    expect((await login(post("/api/v1/user/login", { email, password: winner }))).status).toBe(200);
    expect((await reset("another-fresh-pass-77")).status).toBe(400);
  });

  it("a reset signs every device out, even when the new password is the old one (decision 541)", async () => {
    const partner = await createPartner();
    await sessionTokenFor(partner, "Chrome on Windows");
    await sessionTokenFor(partner, "Safari on iOS");
    await send(partner.email, "password_reset");
    const token = (await (await verify(partner.email, await latestCode(partner.email), "password_reset")).json()).data
      .token;
    const reset = await resetPassword(
      post("/api/v1/otp/reset-password", { email: partner.email, token, newPassword: PASSWORD }),
    );
    expect(reset.status).toBe(200);
    expect(await db.partnerSession.count({ where: { partnerId: partner.id } })).toBe(0);
  });

  it("a reset request answers a known and an unknown e-mail identically; only the owner gets mail [security 5]", async () => {
    const { email } = await createPartner();
    const unknown = uniqueEmail("nobody");
    const [known, stranger] = [await send(email, "password_reset"), await send(unknown, "password_reset")];
    expect(known.status).toBe(stranger.status);
    expect(await known.json()).toEqual(await stranger.json());
    expect(await mailCount(email)).toBe(1);
    expect(await mailCount(unknown)).toBe(0);
  });

  it("a sign-up with a taken address answers as usual and mails the owner a notice, not a code", async () => {
    const { email } = await createPartner();
    const fresh = uniqueEmail("fresh");
    const [taken, free] = [await send(email, "email_verification"), await send(fresh, "email_verification")];
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual(await free.json());
    const notice = await db.emailMessage.findFirstOrThrow({ where: { to: email } });
    expect(notice.subject).toMatch(/already have/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(await latestCode(fresh)).toMatch(/^\d{6}$/);
  });

  it("limits sends per account and checks per address with 429 and Retry-After", async () => {
    const { email } = await createPartner();
    const sends: number[] = [];
    for (let i = 0; i <= LIMITS.partnerCodeSendAccount.limit; i++)
      sends.push((await send(email, "password_reset")).status);
    expect(sends.at(-1)).toBe(429);
    expect(sends.slice(0, -1).every((s) => s === 200)).toBe(true);
    // The refusal says when to try again, the same wait as its Retry-After (issue 49 m24).
    const refused = await send(email, "password_reset");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    const body = await refused.json();
    expect(body.message).toBe(withWait(TOO_MANY_ATTEMPTS_MESSAGE, retryAfter));
    expect(body.message).toMatch(/You can try again in \d+ minutes?\.$/);
    expect(body.error.message).toBe(body.message);

    const ip = uniqueIp();
    let last: Response | undefined;
    for (let i = 0; i <= LIMITS.partnerCodeCheckAddress.limit; i++)
      last = await verify(uniqueEmail("guess"), "000000", "password_reset", ip);
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it.each(["password_reset", "email_verification"] as const)(
    "%s: a hundred failed checks a day per account void the code, though the 15-minute windows refill [security 25]",
    async (type) => {
      const email = type === "password_reset" ? (await createPartner()).email : uniqueEmail("cap");
      const start = Date.now();
      // Check k runs in the k/10-th quarter hour, so the 15-minute account limit (10) never refuses.
      const at = (k: number) => clockAt(new Date(start + Math.floor(k / 10) * 15 * MINUTE));
      const check = (otp: string, k: number) => outcome(checkCode({ email, type }, otp, uniqueIp(), at(k)));

      await sendCode({ email, type }, uniqueIp(), at(0));
      expect(await check(await latestCode(email), 0)).toEqual({ code: "ok" }); // a right code is not a failure
      const failures = [];
      for (let k = 1; k <= 99; k++) failures.push((await check("000000", k)).code);
      await sendCode({ email, type }, uniqueIp(), at(100));
      const live = await latestCode(email);
      failures.push((await check(wrongCode(live), 100)).code);
      expect(failures).toEqual(Array(100).fill("invalid_code"));

      // The 101st check is refused even with the right code, and the code is void from then on.
      expect(await check(live, 101)).toEqual({
        code: "rate_limited",
        message: CODE_CHECKS_SPENT_MESSAGE,
        retryAfterSeconds: DAY_SECONDS - 150 * 60,
      });
      const row = await db.otpCode.findFirstOrThrow({ where: { email }, orderBy: { createdAt: "desc" } });
      expect(row.voidedAt).not.toBeNull();
      const overHttp = await verify(email, live, type);
      expect(overHttp.status).toBe(429);
      const overHttpWait = Number(overHttp.headers.get("retry-after"));
      expect(overHttpWait).toBeGreaterThan(15 * 60);
      expect((await overHttp.json()).message).toBe(withWait(CODE_CHECKS_SPENT_MESSAGE, overHttpWait));

      // A day after the first counted check, a new code works again.
      const nextDay = clockAt(new Date(start + DAY_SECONDS * 1000));
      await sendCode({ email, type }, uniqueIp(), nextDay);
      expect(await outcome(checkCode({ email, type }, await latestCode(email), uniqueIp(), nextDay))).toEqual({
        code: "ok",
      });
    },
  );

  it("mails at most ten codes a day to one inbox, sign-up and reset together [security 25]", async () => {
    const { email } = await createPartner();
    const start = Date.now();
    const send = (type: OtpType, minutes = 0) =>
      outcome(sendCode({ email, type }, uniqueIp(), clockAt(new Date(start + minutes * MINUTE))));
    const sends = [];
    // The sixth reset in a quarter hour is refused by the 15-minute limit and does not use the day's budget.
    for (let i = 0; i < 6; i++) sends.push((await send("password_reset")).code);
    for (let i = 0; i < 5; i++) sends.push((await send("email_verification")).code);
    expect(sends).toEqual([...Array(5).fill("ok"), "rate_limited", ...Array(5).fill("ok")]);
    expect(await mailCount(email)).toBe(10);

    expect(await send("password_reset", 15)).toEqual({
      code: "rate_limited",
      message: TOO_MANY_ATTEMPTS_MESSAGE,
      retryAfterSeconds: DAY_SECONDS - 15 * 60,
    });
    expect(await mailCount(email)).toBe(10);
    expect((await send("password_reset", 24 * 60)).code).toBe("ok");
    expect(await mailCount(email)).toBe(11);
  });

  it("keeps the password unchanged and signs nobody in on a bad reset", async () => {
    const { email } = await createPartner();
    const bad = await resetPassword(
      post("/api/v1/otp/reset-password", { email, token: "x".repeat(43), newPassword: "saffron-kite-2931" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get("set-cookie")).toBeNull();
    expect((await login(post("/api/v1/user/login", { email, password: PASSWORD }))).status).toBe(200);
  });
});

describe("housekeeping", () => {
  it("prunes codes and grants a day after they expired, and nothing younger", async () => {
    const { pruneAuthCodes } = await import("@/lib/partner-account/otp");
    const email = uniqueEmail("prune");
    const old = new Date(Date.now() - 3 * 86_400_000);
    await db.otpCode.create({ data: { email, purpose: "PASSWORD_RESET", codeHash: "x", expiresAt: old } });
    await db.authGrant.create({
      data: { email, purpose: "PASSWORD_RESET", tokenHash: `old-${email}`, expiresAt: old },
    });
    await db.otpCode.create({
      data: { email, purpose: "PASSWORD_RESET", codeHash: "y", expiresAt: new Date(Date.now() - 60_000) },
    });
    // Its own rows only: the scheduled housekeeping (another file's test) may prune in the meantime.
    await pruneAuthCodes();
    expect(await db.otpCode.count({ where: { email } })).toBe(1);
    expect(await db.authGrant.count({ where: { email } })).toBe(0);
  });
});

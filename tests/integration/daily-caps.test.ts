import { afterEach, describe, expect, it, vi } from "vitest";
import { sendCode } from "@/lib/partner-account/codes";
import { resetSecondFactor } from "@/lib/console/staff/members";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "@/lib/limits/rules";
import { decodeStaffSignInToken } from "@/lib/staff/session-token";
import {
  completeSignInEnrolment,
  enrolmentForSignIn,
  staffPasswordStep,
  staffSecondFactorStep,
} from "@/lib/console/staff/sign-in";
import { clockAt, outcome } from "./limit-helpers";
import { uniqueEmail, uniqueIp } from "./partner-helpers";
import { ENROLLED_AT, codeAt, createStaff, enrol, staffContext } from "./staff-helpers";

// SECURITY.md row 34 (review 2026-11-28 L3, L4; decision 820): the 15-minute limits refill all day, so
// second-factor guesses and code mails also have a daily cap. And console review m1: a second-factor
// reset by another admin clears the member's failed guesses.

const MINUTE = 60_000;
const DAY_SECONDS = 86_400;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("daily caps", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a staff account's second factor: 20 wrong codes a day, though the 15-minute windows refill; then even the right code waits for the day's end [security 34]", async () => {
    // One clock for the limits and the codes, from the enrolment on (its check opens the day's window).
    const start = clockAt(Math.max(Date.now(), ENROLLED_AT)).getTime();
    const admin = await createStaff();
    const secret = await enrol(admin);
    const claims = { sub: admin.staffId, tv: 0, kind: "staff-sign-in", step: "verify" } as const;
    // Guess k in the k/5-th quarter hour: the 15-minute limit (5) never refuses.
    const at = (k: number) => clockAt(start + Math.floor(k / 5) * 15 * MINUTE).getTime();
    const guess = (code: (now: number) => string, k: number) => {
      const now = at(k);
      return outcome(staffSecondFactorStep(claims, code(now), uniqueIp(), now));
    };
    const failures = [];
    for (let k = 0; k < 20; k++) failures.push((await guess((now) => wrong(codeAt(secret, now)), k)).code);
    expect(failures).toEqual(Array(20).fill("invalid_code"));

    expect(await guess((now) => codeAt(secret, now), 20)).toEqual({
      code: "rate_limited",
      message: TOO_MANY_ATTEMPTS_MESSAGE,
      retryAfterSeconds: DAY_SECONDS - 60 * 60,
    });
    const nextDay = clockAt(start + DAY_SECONDS * 1000).getTime();
    expect(await outcome(staffSecondFactorStep(claims, codeAt(secret, nextDay), uniqueIp(), nextDay))).toEqual({
      code: "ok",
    });
  });

  it("code mails sent on one address's requests: 100 a day to any inboxes, though the 15-minute windows refill; another address still sends [security 34]", async () => {
    const ip = uniqueIp();
    const start = Date.now();
    // Send k in the k/20-th quarter hour: the 15-minute limit per address (20) never refuses.
    const send = (k: number, from = ip) =>
      outcome(
        sendCode(
          { email: uniqueEmail("mailbomb"), type: "email_verification" },
          from,
          clockAt(start + Math.floor(k / 20) * 15 * MINUTE),
        ),
      );
    const sent = [];
    for (let k = 0; k < 100; k++) sent.push((await send(k)).code);
    expect(sent).toEqual(Array(100).fill("ok"));
    expect(await send(100)).toEqual({
      code: "rate_limited",
      message: TOO_MANY_ATTEMPTS_MESSAGE,
      retryAfterSeconds: DAY_SECONDS - 75 * 60,
    });
    expect(await send(100, uniqueIp())).toEqual({ code: "ok" });
  });
});

describe("a second-factor reset by another admin (console review m1)", () => {
  it("clears the member's failed guesses: the new enrolment is not refused for the old factor's failures", async () => {
    const member = await createStaff();
    const secret = await enrol(member);
    const claims = { sub: member.staffId, tv: 0, kind: "staff-sign-in", step: "verify" } as const;
    const now = ENROLLED_AT + MINUTE;
    const guesses = [];
    for (let i = 0; i < 6; i++)
      guesses.push((await outcome(staffSecondFactorStep(claims, wrong(codeAt(secret, now)), uniqueIp(), now))).code);
    expect(guesses).toEqual([...Array(5).fill("invalid_code"), "rate_limited"]);

    await resetSecondFactor(await staffContext("ADMIN"), member.staffId);
    const step = await staffPasswordStep({ email: member.email, password: member.password }, uniqueIp());
    expect(step.next).toBe("enrol");
    const enrolClaims = await decodeStaffSignInToken(step.next === "done" ? "" : step.signInToken);
    const fresh = await enrolmentForSignIn(enrolClaims);
    const enrolled = await outcome(completeSignInEnrolment(enrolClaims, codeAt(fresh.secret, now), uniqueIp(), now));
    expect(enrolled).toEqual({ code: "ok" });
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { checkCode, sendCode } from "@/lib/partner-account/codes";
import { resetPasswordWithGrant } from "@/lib/partner-account/password-change";
import { verifyPartnerCredentials } from "@/lib/partner-account/sign-in";
import { LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from "@/lib/limits/rules";
import { STAFF_DISABLED_MESSAGE, staffPasswordStep } from "@/lib/console/staff/sign-in";
import { setAccess } from "@/lib/console/staff/members";
import { clockAt, outcome } from "./limit-helpers";
import { PASSWORD, createPartner, latestCode, uniqueEmail, uniqueIp } from "./partner-helpers";
import { createStaff, staffContext } from "./staff-helpers";

// Wrong passwords slow whoever sends them without letting a stranger lock the owner out (SECURITY.md
// rows 1 and 37, review 2026-11-28 L7, decision 820): per account, and per account and address, the
// first failures in a row are free, then each further attempt waits a doubling delay (1 to 15 minutes);
// an address the account has signed in from skips the per-account delay.

type Audience = "partner" | "staff";
type Account = { email: string; password: string };

async function account(audience: Audience): Promise<Account> {
  if (audience === "partner") return { email: (await createPartner()).email, password: PASSWORD };
  const staff = await createStaff();
  return { email: staff.email, password: staff.password };
}

const signIn = (audience: Audience, email: string, password: string, ip: string) =>
  outcome(
    audience === "partner"
      ? verifyPartnerCredentials({ email, password }, ip)
      : staffPasswordStep({ email, password }, ip),
  );

const free = (audience: Audience) =>
  LIMITS[audience === "partner" ? "partnerSignInFailures" : "staffSignInFailures"].limit;

describe.each(["partner", "staff"] as const)("%s sign-in: growing delays instead of a lockout", (audience) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("repeated wrong passwords from one address wait 1, 2, 4, 8, then 15 minutes: 429 with Retry-After each time [security 1]", async () => {
    const { email } = await account(audience);
    const ip = uniqueIp();
    let now = clockAt(Date.now()).getTime();
    for (let i = 0; i < free(audience); i++)
      expect(await signIn(audience, email, "wrong-guess", ip)).toMatchObject({ code: "invalid_credentials" });
    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      const early = await signIn(audience, email, "wrong-guess", ip);
      expect(early).toMatchObject({ code: "rate_limited", message: TOO_MANY_ATTEMPTS_MESSAGE });
      waits.push(early.retryAfterSeconds!);
      now = clockAt(now + early.retryAfterSeconds! * 1000).getTime();
      expect(await signIn(audience, email, "wrong-guess", ip)).toMatchObject({ code: "invalid_credentials" });
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it("right passwords past the account's sign-ins for the hour wait for the hour: 429 with Retry-After; wrong ones spend none [security 1]", async () => {
    const { email, password } = await account(audience);
    const ip = uniqueIp();
    clockAt(Date.now());
    const limit = LIMITS[audience === "partner" ? "partnerSignIns" : "staffSignIns"].limit;
    for (let i = 0; i < limit; i++) {
      // A wrong password now and then is a failure, not a sign-in.
      if (i % 10 === 0)
        expect(await signIn(audience, email, "wrong-guess", ip)).toMatchObject({ code: "invalid_credentials" });
      expect(await signIn(audience, email, password, ip), `sign-in ${i + 1}`).toEqual({ code: "ok" });
    }
    const held = await signIn(audience, email, password, ip);
    expect(held).toMatchObject({ code: "rate_limited", message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(held.retryAfterSeconds).toBeGreaterThan(3_500);
  });

  it("a stranger's failures from many addresses do not hold the owner where they signed in before, and hold a new address only for the delay [security 37]", async () => {
    const { email, password } = await account(audience);
    const home = uniqueIp();
    const now = clockAt(Date.now()).getTime();
    expect(await signIn(audience, email, password, home)).toEqual({ code: "ok" });

    // The stranger: a new address for every guess, many more than the free failures.
    const strangerGuesses = async () => {
      const codes = [];
      for (let i = 0; i < 40; i++) codes.push((await signIn(audience, email, "guess-123456", uniqueIp())).code);
      return codes;
    };
    const stranger = await strangerGuesses();
    expect(stranger.filter((c) => c === "invalid_credentials")).toHaveLength(free(audience));
    expect(stranger.slice(free(audience)).every((c) => c === "rate_limited")).toBe(true);

    // The owner at home, at once (and their success ends the run of failures)...
    expect(await signIn(audience, email, password, home)).toEqual({ code: "ok" });
    // ...and, while the stranger goes on, from a new address after the delay their failures set.
    await strangerGuesses();
    const away = uniqueIp();
    const held = await signIn(audience, email, password, away);
    expect(held).toMatchObject({ code: "rate_limited" });
    expect(held.retryAfterSeconds).toBeLessThanOrEqual(60);
    clockAt(now + held.retryAfterSeconds! * 1000);
    expect(await signIn(audience, email, password, away)).toEqual({ code: "ok" });
  });

  it("wrong passwords sent at once from many addresses: no more are checked than the free ones and one", async () => {
    const { email } = await account(audience);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => signIn(audience, email, "all-at-once", uniqueIp())),
    );
    expect(results.filter((r) => r.code === "invalid_credentials").length).toBeLessThanOrEqual(free(audience) + 1);
    expect(results.filter((r) => r.code === "rate_limited").length).toBeGreaterThanOrEqual(30 - free(audience) - 1);
  });
});

describe("partner sign-in after a password reset", () => {
  it("a stranger's failures are forgotten once the owner resets the password: a new address signs in at once [security 37]", async () => {
    const { email } = await createPartner();
    for (let i = 0; i <= free("partner"); i++) await signIn("partner", email, "guess-123456", uniqueIp());
    expect(await signIn("partner", email, PASSWORD, uniqueIp())).toMatchObject({ code: "rate_limited" });

    const ip = uniqueIp();
    await sendCode({ email, type: "password_reset" }, ip);
    const { token } = await checkCode({ email, type: "password_reset" }, await latestCode(email), ip);
    await resetPasswordWithGrant({ email, token, newPassword: "Monsoon-Ledger-4471" }, ip);
    expect(await signIn("partner", email, "Monsoon-Ledger-4471", uniqueIp())).toEqual({ code: "ok" });
  });
});

describe("staff sign-in: what a wrong password learns", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a disabled account, an active one and an unknown e-mail answer a wrong password and its delay alike; only the right password hears the account is disabled [security 41]", async () => {
    const admin = await staffContext("ADMIN");
    const active = await createStaff("EDITOR");
    const disabled = await createStaff("EDITOR");
    await setAccess(admin, disabled.staffId, "disable");
    let now = clockAt(Date.now()).getTime();
    const wrongGuesses = async (email: string) => {
      const ip = uniqueIp();
      const answers = [];
      for (let i = 0; i <= free("staff"); i++) answers.push(await signIn("staff", email, "wrong-guess", ip));
      return answers;
    };
    const seen = await wrongGuesses(active.email);
    expect(seen.at(-1)).toMatchObject({ code: "rate_limited", message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(await wrongGuesses(disabled.email)).toEqual(seen);
    expect(await wrongGuesses(uniqueEmail("nobody"))).toEqual(seen);

    // Once the delay has passed, the right password (and only it) is told why it cannot sign in.
    now = clockAt(now + seen.at(-1)!.retryAfterSeconds! * 1000).getTime();
    expect(await signIn("staff", disabled.email, "wrong-guess", uniqueIp())).toMatchObject({
      code: "invalid_credentials",
    });
    clockAt(now + 15 * 60_000);
    expect(await signIn("staff", disabled.email, disabled.password, uniqueIp())).toEqual({
      code: "forbidden",
      message: STAFF_DISABLED_MESSAGE,
      retryAfterSeconds: undefined,
    });
  });
});

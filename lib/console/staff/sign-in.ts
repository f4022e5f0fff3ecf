import "server-only";
import QRCode from "qrcode";
import { AppError } from "@/lib/errors";
import { INVALID_CREDENTIALS_MESSAGE, SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import {
  acceptTotpStep,
  enableTotp,
  findStaffCredentials,
  getTotpSecret,
  getStaffState,
  offerTotpSecret,
  recordStaffSignIn,
  spendRecoveryCode,
  type StaffState,
} from "@/lib/data/staff";
import { getStaffPolicy } from "@/lib/data/staff-policy";
import { type Budget, enforce, forget, refund } from "@/lib/limits/limiter";
import { startSignInAttempt } from "@/lib/limits/sign-in-attempts";
import { writeAudit, type AuditActor } from "@/lib/staff/audit";
import { requiresSecondFactor } from "@/lib/staff/roles";
import { emailAddress } from "@/lib/validations/text";
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpUri,
} from "@/lib/staff/second-factor";
import { issueStaffSignInToken, type StaffSignInClaims } from "@/lib/staff/session-token";
import { openStaffSession } from "@/lib/staff/device-sessions";

// Staff sign-in in two steps (decision 600): e-mail and password, then the authenticator code (or a
// recovery code). An admin without a second factor enrols before the first session is issued.

export const INVALID_SECOND_FACTOR_MESSAGE =
  "That code is not valid. Enter the current code from your authenticator app.";

/** Said only after the right password (console m12): a wrong one never learns the account's state. */
export const STAFF_DISABLED_MESSAGE = "This account has been disabled. Ask an admin of the console to enable it again.";

export type PasswordStepResult =
  { next: "verify" | "enrol"; signInToken: string } | { next: "done"; sessionToken: string };

/** What the log names a failed sign-in by when what was typed is no e-mail address. */
export const NOT_AN_ADDRESS = "(not an e-mail address)";
const TYPED_ADDRESS = emailAddress(NOT_AN_ADDRESS, NOT_AN_ADDRESS);

let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`no such staff ${Math.random()}`);
  return dummyHash;
}

export async function staffPasswordStep(
  input: { email: string; password: string },
  ip: string,
  userAgent: string | null = null,
): Promise<PasswordStepResult> {
  const email = input.email.trim().toLowerCase();
  const attempt = await startSignInAttempt("staff", email, ip);
  const staff = await findStaffCredentials(email);
  const valid = await verifyPassword(staff?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!staff || !valid || staff.disabledAt) {
    const why = !staff ? "no account has this e-mail" : !valid ? "wrong password" : "the account is disabled";
    // What was typed is kept only when it is an e-mail address: a password typed in the wrong field, or
    // anything a stranger sends, never becomes a name in the log (security review, 2026-11-30).
    const named = staff || TYPED_ADDRESS.safeParse(email).success ? email : NOT_AN_ADDRESS;
    await Promise.all([attempt.failed(), recordFailedSignIn({ staffId: staff?.id ?? null, email: named, ip }, why)]);
    if (staff && valid) throw new AppError("forbidden", STAFF_DISABLED_MESSAGE);
    throw new AppError("invalid_credentials", INVALID_CREDENTIALS_MESSAGE);
  }
  await attempt.succeeded();
  if (staff.totpEnabledAt) return { next: "verify", signInToken: await issueStaffSignInToken(staff, "verify") };
  if (requiresSecondFactor(staff.role, await getStaffPolicy()))
    return { next: "enrol", signInToken: await issueStaffSignInToken(staff, "enrol") };
  return { next: "done", sessionToken: await startSession(staff, ip, "without a second factor", userAgent) };
}

/**
 * A failed attempt is logged only once the rate limits let it through, so the log holds no more of them
 * than the limits allow (decision 610). The e-mail is the one typed; the password never appears.
 */
function recordFailedSignIn(actor: AuditActor, why: string): Promise<void> {
  return writeAudit(actor, {
    action: "staff.sign_in_failed",
    entityType: "StaffUser",
    entityId: actor.staffId,
    summary: `Failed sign-in: ${why}`,
  });
}

const WRONG_CODE = "wrong authenticator or recovery code";

/** A new console session on this device (decision 613), with its audit entry. Also after accepting an invite. */
export async function startSession(
  staff: Pick<StaffState, "id" | "email">,
  ip: string,
  how: string,
  userAgent: string | null,
): Promise<string> {
  await recordStaffSignIn(staff.id);
  await writeAudit(
    { staffId: staff.id, email: staff.email, ip },
    { action: "staff.sign_in", entityType: "StaffUser", entityId: staff.id, summary: `Signed in ${how}` },
  );
  return openStaffSession(staff.id, userAgent);
}

/** The account behind a sign-in token, if the token is for `step` and still current. */
async function signInSubject(claims: StaffSignInClaims | null, step: StaffSignInClaims["step"]): Promise<StaffState> {
  const staff = claims && claims.step === step ? await getStaffState(claims.sub) : null;
  if (!staff || staff.disabledAt || staff.tokenVersion !== claims!.tv)
    throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  return staff;
}

/**
 * Second-factor guesses per account and per address, and the account's failures a day (decision 820):
 * each checked guess holds a use of the day's budget and a right code gives it back, so only failures
 * spend it; a guess the 15-minute limits refuse is not counted for the day.
 */
async function limitSecondFactor(staffId: string, ip: string): Promise<Budget[]> {
  const budgets: Budget[] = [
    { rule: "staffSecondFactorAccount", key: staffId },
    { rule: "staffSecondFactorAddress", address: ip },
  ];
  await enforce(...budgets);
  const day: Budget = { rule: "staffSecondFactorFailuresDay", key: staffId };
  await enforce(day);
  return [...budgets, day];
}

/** After another admin resets a member's second factor (m1): their failed guesses no longer hold them. */
export async function forgetSecondFactorFailures(staffId: string): Promise<void> {
  await forget(
    { rule: "staffSecondFactorAccount", key: staffId },
    { rule: "staffSecondFactorFailuresDay", key: staffId },
  );
}

/**
 * Second step: a TOTP code (each accepted once) or an unused recovery code. Returns the session token.
 * `now` is the clock the code is checked against (tests pass a fixed one).
 */
export async function staffSecondFactorStep(
  claims: StaffSignInClaims | null,
  code: string,
  ip: string,
  now = Date.now(),
  userAgent: string | null = null,
): Promise<string> {
  const staff = await signInSubject(claims, "verify");
  const budgets = await limitSecondFactor(staff.id, ip);
  let how: string | null = null;
  if (looksLikeRecoveryCode(code)) {
    if (await spendRecoveryCode(staff.id, hashRecoveryCode(code))) how = "with a recovery code";
  } else {
    const sealed = await getTotpSecret(staff.id);
    const secret = sealed && openSecret(sealed);
    const step = secret ? matchTotp(secret, code, now) : null;
    if (step !== null && (await acceptTotpStep(staff.id, step))) how = "with an authenticator code";
  }
  if (!how) {
    await recordFailedSignIn({ staffId: staff.id, email: staff.email, ip }, WRONG_CODE);
    throw new AppError("invalid_code", INVALID_SECOND_FACTOR_MESSAGE);
  }
  await refund(...budgets);
  return startSession(staff, ip, how, userAgent);
}

export type Enrolment = { secret: string; uri: string; qrSvg: string };

/** The secret to enrol (the same one until enrolment completes), as text, URI and QR code. */
export async function enrolmentFor(staff: Pick<StaffState, "id" | "email">): Promise<Enrolment> {
  const sealed = await offerTotpSecret(staff.id, sealSecret(newTotpSecret()));
  const secret = openSecret(sealed);
  if (!secret) throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  const uri = totpUri(secret, staff.email);
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

export async function enrolmentForSignIn(claims: StaffSignInClaims | null): Promise<Enrolment & { email: string }> {
  const staff = await signInSubject(claims, "enrol");
  return { ...(await enrolmentFor(staff)), email: staff.email };
}

/**
 * Confirms enrolment with a first code from the app: the factor is on, ten recovery codes are made
 * (returned once, never stored in clear).
 */
export async function completeEnrolment(
  staff: StaffState,
  code: string,
  ip: string,
  now = Date.now(),
): Promise<string[]> {
  const budgets = await limitSecondFactor(staff.id, ip);
  const sealed = await getTotpSecret(staff.id);
  const secret = sealed && openSecret(sealed);
  const step = secret ? matchTotp(secret, code, now) : null;
  if (step === null) throw new AppError("invalid_code", INVALID_SECOND_FACTOR_MESSAGE);
  const codes = newRecoveryCodes();
  if (!(await enableTotp(staff.id, step, codes.map(hashRecoveryCode))))
    throw new AppError("conflict", "Two-step sign-in is already on for this account.");
  await refund(...budgets);
  await writeAudit(
    { staffId: staff.id, email: staff.email, ip },
    { action: "staff.enrol_totp", entityType: "StaffUser", entityId: staff.id, summary: "Turned on two-step sign-in" },
  );
  return codes;
}

/** Enrolment during sign-in: on success, the recovery codes and the first session. */
export async function completeSignInEnrolment(
  claims: StaffSignInClaims | null,
  code: string,
  ip: string,
  now = Date.now(),
  userAgent: string | null = null,
): Promise<{ recoveryCodes: string[]; sessionToken: string }> {
  const staff = await signInSubject(claims, "enrol");
  const recoveryCodes = await completeEnrolment(staff, code, ip, now).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === "invalid_code")
      await recordFailedSignIn({ staffId: staff.id, email: staff.email, ip }, WRONG_CODE);
    throw error;
  });
  return {
    recoveryCodes,
    sessionToken: await startSession(staff, ip, "after enrolling an authenticator", userAgent),
  };
}

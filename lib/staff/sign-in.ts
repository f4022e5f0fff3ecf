import "server-only";
import QRCode from "qrcode";
import { AppError } from "@/lib/errors";
import { INVALID_CREDENTIALS_MESSAGE, SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { STAFF_LIMITS, enforceLimits, refundLimits } from "@/lib/auth/rate-limits";
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
import { writeAudit, type AuditActor } from "./audit";
import { requiresSecondFactor } from "./roles";
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpUri,
} from "./second-factor";
import { issueStaffSignInToken, type StaffSignInClaims } from "./session-token";
import { openStaffSession } from "./sessions";

// Staff sign-in in two steps (decision 600): e-mail and password, then the authenticator code (or a
// recovery code). An admin without a second factor enrols before the first session is issued.

export const INVALID_SECOND_FACTOR_MESSAGE =
  "That code is not valid. Enter the current code from your authenticator app.";

export type PasswordStepResult =
  { next: "verify" | "enrol"; signInToken: string } | { next: "done"; sessionToken: string };

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
  const ipKey = `sign-in:ip:${ip}`;
  const accountKey = `sign-in:account:${email}`;
  await enforceLimits(
    [
      [ipKey, STAFF_LIMITS.signInIp],
      [accountKey, STAFF_LIMITS.signInAccount],
    ],
    "staff",
  );
  const staff = await findStaffCredentials(email);
  const valid = await verifyPassword(staff?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!staff || !valid || staff.disabledAt) {
    const why = !staff ? "no account has this e-mail" : !valid ? "wrong password" : "the account is disabled";
    await recordFailedSignIn({ staffId: staff?.id ?? null, email, ip }, why);
    throw new AppError("invalid_credentials", INVALID_CREDENTIALS_MESSAGE);
  }
  await refundLimits([ipKey, accountKey], "staff");
  if (staff.totpEnabledAt) return { next: "verify", signInToken: await issueStaffSignInToken(staff, "verify") };
  if (requiresSecondFactor(staff.role))
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

async function limitSecondFactor(staffId: string, ip: string): Promise<string[]> {
  const keys: [string, { limit: number; windowSeconds: number }][] = [
    [`second-factor:account:${staffId}`, STAFF_LIMITS.secondFactorAccount],
    [`second-factor:ip:${ip}`, STAFF_LIMITS.secondFactorIp],
  ];
  await enforceLimits(keys, "staff");
  return keys.map(([k]) => k);
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
  const keys = await limitSecondFactor(staff.id, ip);
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
  await refundLimits(keys, "staff");
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
  const keys = await limitSecondFactor(staff.id, ip);
  const sealed = await getTotpSecret(staff.id);
  const secret = sealed && openSecret(sealed);
  const step = secret ? matchTotp(secret, code, now) : null;
  if (step === null) throw new AppError("invalid_code", INVALID_SECOND_FACTOR_MESSAGE);
  const codes = newRecoveryCodes();
  if (!(await enableTotp(staff.id, step, codes.map(hashRecoveryCode))))
    throw new AppError("conflict", "Two-step sign-in is already on for this account.");
  await refundLimits(keys, "staff");
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

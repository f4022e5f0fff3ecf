import "server-only";
import { z } from "zod";
import { checkCode, sendCode as sendCodeTo } from "@/lib/partner-account/codes";
import { deviceLabel } from "@/lib/auth/device-label";
import { endAllDevices, endDevice, endThisDevice } from "@/lib/auth/device-sessions";
import {
  PASSWORD_UNCHANGED_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  changePassword as change,
  resetPasswordWithGrant,
} from "@/lib/partner-account/password-change";
import { SESSION_COOKIE } from "@/lib/auth/cookie-name";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-token";
import { signInPartner } from "@/lib/partner-account/sign-in";
import { SIGNED_UP_MESSAGE, completeSignUp as complete } from "@/lib/partner-account/sign-up";
import { offersChanged } from "@/lib/coupons/offer-cache";
import { updatePartnerProfile } from "@/lib/data/partner-profile";
import { getPartnerUser } from "@/lib/data/partners";
import { AppError } from "@/lib/errors";
import { defineOperation } from "@/lib/operations/operation";
import { endSessionSchema } from "@/lib/validations/partner-session";
import {
  changePasswordRequestSchema,
  resetPasswordRequestSchema,
  sendCodeSchema,
  signInSchema,
  signUpRequestSchema,
  verifyCodeSchema,
} from "@/lib/validations/partner-auth";
import {
  EMAIL_NOT_EDITABLE_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  profilePatchSchema,
} from "@/lib/validations/partner-profile";

// A partner's account (decision 016): sign-in, the API's sign-up and reset steps, profile, password,
// logout and the device sessions of Password & Security (decision 541). The web screens' own steps,
// which keep their state in encrypted cookies, are in ./web-flow.ts.

const sessionCookie = (token: string | null) => [
  { name: SESSION_COOKIE, value: token, maxAge: SESSION_MAX_AGE_SECONDS },
];

/** POST /api/v1/user/login and /NewSignIn: data.token, also set as the authToken cookie. */
export const signIn = defineOperation({
  name: "partner.sign-in",
  audience: "public",
  input: signInSchema,
  run: async (data, { ip, userAgent }) => {
    const { token, partner } = await signInPartner(data, { ip, device: deviceLabel(userAgent) });
    const user = await getPartnerUser(partner.id);
    return { data: { token, user }, message: "Signed in successfully", cookies: sessionCookie(token) };
  },
});

/** This device's session ends (its token stops working), and the cookie is cleared (decision 541). */
export const logout = defineOperation({
  name: "partner.logout",
  audience: "partner",
  input: z.object({}),
  run: async (_input, { actor }) => {
    await endThisDevice(actor);
    return { data: null, message: "Signed out", cookies: sessionCookie(null) };
  },
});

/** Password & Security: another device of the partner's is signed out; another partner's session is 404. */
export const endSession = defineOperation({
  name: "partner.end-session",
  audience: "partner",
  input: endSessionSchema,
  rateLimit: "sessionEnd",
  run: async ({ sessionId }, { actor }) => {
    await endDevice(actor.partnerId, sessionId);
    return {
      data: null,
      message: "That device is signed out.",
      cookies: sessionId === actor.sessionId ? sessionCookie(null) : [],
    };
  },
});

/** Password & Security, 'Sign out of all devices': every session ends, this one included. */
export const endAllSessions = defineOperation({
  name: "partner.end-all-sessions",
  audience: "partner",
  input: z.object({}),
  rateLimit: "sessionEnd",
  run: async (_input, { actor }) => {
    const ended = await endAllDevices(actor.partnerId);
    return { data: { ended }, message: "Signed out of all devices", cookies: sessionCookie(null) };
  },
});

/**
 * POST /api/v1/user/signup: the partner fields, password and the verificationToken from verify-otp.
 * Creates a PENDING partner; nobody is signed in until the provider approves.
 */
export const completeSignUp = defineOperation({
  name: "partner.sign-up",
  audience: "public",
  input: signUpRequestSchema,
  run: async ({ verificationToken, ...data }, { ip }) => ({
    data: { user: await complete(data, verificationToken, ip) },
    message: SIGNED_UP_MESSAGE,
    status: 201,
  }),
});

/** POST /api/v1/otp/send-otp: the same answer whether or not the address has an account. */
export const sendCode = defineOperation({
  name: "partner.send-code",
  audience: "public",
  input: sendCodeSchema,
  run: async (data, { ip }) => {
    const { message } = await sendCodeTo(data, ip);
    return { data: { sent: true }, message };
  },
});

/** POST /api/v1/otp/verify-otp -> data.token, the single-use grant for user/signup or otp/reset-password. */
export const verifyCode = defineOperation({
  name: "partner.verify-code",
  audience: "public",
  input: verifyCodeSchema,
  run: async ({ email, type, otp }, { ip }) => {
    const grant = await checkCode({ email, type }, otp, ip);
    return { data: { token: grant.token, expiresAt: grant.expiresAt.toISOString() }, message: "Code verified" };
  },
});

/** POST /api/v1/otp/reset-password: no sign-in follows; every session ends. */
export const resetPassword = defineOperation({
  name: "partner.reset-password",
  audience: "public",
  input: resetPasswordRequestSchema,
  run: async (data, { ip }) => {
    await resetPasswordWithGrant(data, ip);
    return { data: null, message: PASSWORD_UPDATED_MESSAGE };
  },
});

/**
 * Profile, Password & Security: every other session ends; this client gets a fresh token (and cookie).
 * The same password again changes nothing and ends nothing (decision 541).
 */
export const changePassword = defineOperation({
  name: "partner.change-password",
  audience: "partner",
  input: changePasswordRequestSchema,
  run: async (data, { actor }) => {
    const { token, changed } = await change(actor, data);
    const message = changed ? PASSWORD_UPDATED_MESSAGE : PASSWORD_UNCHANGED_MESSAGE;
    return { data: { token }, message, cookies: sessionCookie(token) };
  },
});

/** Profile, Edit Profile and PATCH /api/v1/user: e-mail and account fields are not editable. */
export const updateProfile = defineOperation({
  name: "partner.update-profile",
  audience: "partner",
  rateLimit: "profileUpdate",
  input: profilePatchSchema,
  run: async ({ email, ...changes }, { actor }) => {
    if (email !== undefined && email !== actor.email.toLowerCase())
      throw new AppError("validation_failed", EMAIL_NOT_EDITABLE_MESSAGE, {
        fieldErrors: { email: [EMAIL_NOT_EDITABLE_MESSAGE] },
      });
    return { data: await updatePartnerProfile(actor.partnerId, changes), message: PROFILE_UPDATED_MESSAGE };
  },
  // Every offer of the partner shows its company name: a new name ends the app's cached feed and offers.
  committed: (input, _outcome, { actor }) => {
    if (input.companyName !== undefined) offersChanged({ partnerId: actor.partnerId });
  },
});

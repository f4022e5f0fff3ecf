import { z } from "zod";
import { emailAddress, oneOf, requiredText, tooLongMessage } from "./text";

// One schema per partner auth form, shared by the react-hook-form resolver and the server. Checks that
// need the server (the common-password list, the database) are added there only (lib/auth/password-policy.ts).

export const PASSWORD_MIN = 8;
/** Long passwords are accepted whole; the cap only keeps a hash request from being a denial of service. */
export const PASSWORD_MAX = 256;

export const SIGN_IN_REQUIRED_MESSAGE = "Please enter both email and password";
export const SIGN_UP_PASSWORD_HINT = "Must be at least 8 characters";
export const RESET_REQUIRED_MESSAGE = "Please enter both password fields";
export const RESET_MISMATCH_MESSAGE = "Passwords don't match";
export const RESET_LENGTH_MESSAGE = "Password must be at least 8 characters long";
export const OLD_PASSWORD_REQUIRED_MESSAGE = "Old password is required";
export const CHANGE_LENGTH_MESSAGE = "Password must be at least 8 characters";
export const CHANGE_MISMATCH_MESSAGE = "Passwords do not match";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const OTP_MESSAGE = "Please enter the 6-digit code";
const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters`;

export const OTP_TYPES = ["email_verification", "password_reset"] as const;
export type OtpType = (typeof OTP_TYPES)[number];
const OTP_TYPE_MESSAGE = "Type must be email_verification or password_reset";

/** Characters as a person counts them (code points), not UTF-16 units: an emoji is one character. */
export function passwordLength(password: string): number {
  return [...password.normalize("NFKC")].length;
}

const email = (required: string) => emailAddress(required, INVALID_EMAIL_MESSAGE).toLowerCase();

/**
 * A new password: at least 8 characters (code points, NFKC), at most PASSWORD_MAX; nothing is trimmed.
 * JSON Schema counts code points too, so the document states the same bounds.
 */
export const newPassword = (required: string, tooShort: string) =>
  z
    .string(required)
    .min(1, required)
    .refine((v) => passwordLength(v) >= PASSWORD_MIN, tooShort)
    .refine((v) => passwordLength(v) <= PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE)
    .meta({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });

const text = (label: string, max: number, options?: { multiline?: boolean }) =>
  requiredText(`${label} is required`, max, tooLongMessage(label, max), options);

export const signInSchema = z.object({
  email: email(SIGN_IN_REQUIRED_MESSAGE),
  password: z
    .string(SIGN_IN_REQUIRED_MESSAGE)
    .min(1, SIGN_IN_REQUIRED_MESSAGE)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE),
});

/** /NewSignUp and the body of POST /api/v1/user/signup (without the verification token). */
export const signUpSchema = z.object({
  firstName: text("First name", 60),
  lastName: text("Last name", 60),
  email: email(EMAIL_REQUIRED_MESSAGE),
  phoneNumber: requiredText("Phone number is required", 20, "Please enter a valid phone number")
    .regex(/^\+?[\d\s()-]{7,20}$/, "Please enter a valid phone number")
    .refine((v) => {
      const digits = v.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, "Please enter a valid phone number"),
  companyName: text("Company name", 120),
  companyAddress: text("Company address", 300, { multiline: true }),
  companyPrivacyURL: requiredText("Company privacy URL is required", 2048, "Please enter a valid URL")
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "Please enter a valid URL" }))
    .meta({ format: "uri" }),
  password: newPassword(SIGN_UP_PASSWORD_HINT, SIGN_UP_PASSWORD_HINT),
});

/** POST /api/v1/user/signup: the sign-up fields plus the token verify-otp handed out. */
export const signUpRequestSchema = signUpSchema.extend({
  verificationToken: requiredText("Verification token is required", 200, "Verification token is not valid"),
});

/** /ForgotPassword (email only) and POST /api/v1/otp/send-otp ({ email, type }). */
export const sendCodeSchema = z.object({
  email: email(EMAIL_REQUIRED_MESSAGE),
  type: oneOf(OTP_TYPES, "type", OTP_TYPE_MESSAGE),
});

export const forgotPasswordSchema = sendCodeSchema.pick({ email: true });

/** The code screen's field: six digits. */
const otpText = z
  .string(OTP_MESSAGE)
  .trim()
  .regex(/^\d{6}$/, OTP_MESSAGE);

/** The API's: six digits as text, or a JSON number read as its digits (a code starting with 0 must be text). */
export const otpField = z
  .union([z.string(), z.number().int().nonnegative().transform(String)], OTP_MESSAGE)
  .pipe(otpText);

/** The code screen (otp only) and POST /api/v1/otp/verify-otp ({ ...sign-up data or email, otp, type }). */
export const verifyCodeSchema = z.object({
  email: email(EMAIL_REQUIRED_MESSAGE),
  otp: otpField,
  type: oneOf(OTP_TYPES, "type", OTP_TYPE_MESSAGE),
});

export const codeEntrySchema = z.object({ otp: otpText });

/** The web screens' two code flows (/otpScreen/signup and /otpScreen/forgot). */
/** The code screen's two flows: /otpScreen/signup and /otpScreen/forgot. */
export const otpFlowSchema = z.enum(["signup", "forgot"]);
export type OtpFlow = z.infer<typeof otpFlowSchema>;

/** /update: the two new-password fields, with the spec's messages in the spec's order. */
export const resetPasswordSchema = z
  .object({
    password: z.string(RESET_REQUIRED_MESSAGE).min(1, RESET_REQUIRED_MESSAGE),
    confirmPassword: z.string(RESET_REQUIRED_MESSAGE).min(1, RESET_REQUIRED_MESSAGE),
  })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (password !== confirmPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: RESET_MISMATCH_MESSAGE });
    else if (passwordLength(password) < PASSWORD_MIN)
      ctx.addIssue({ code: "custom", path: ["password"], message: RESET_LENGTH_MESSAGE });
    else if (passwordLength(password) > PASSWORD_MAX)
      ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_TOO_LONG_MESSAGE });
  });

/** POST /api/v1/otp/reset-password ({ newPassword, token, email }). */
export const resetPasswordRequestSchema = z.object({
  email: email(EMAIL_REQUIRED_MESSAGE),
  token: requiredText("Reset token is required", 200, "Reset token is not valid"),
  newPassword: newPassword(RESET_REQUIRED_MESSAGE, RESET_LENGTH_MESSAGE),
});

/** Profile, Password & Security. */
export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string(OLD_PASSWORD_REQUIRED_MESSAGE)
      .min(1, OLD_PASSWORD_REQUIRED_MESSAGE)
      .max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE),
    newPassword: newPassword(CHANGE_LENGTH_MESSAGE, CHANGE_LENGTH_MESSAGE),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: CHANGE_MISMATCH_MESSAGE });

/** POST /api/v1/user/reset-password ({ oldPassword, newPassword }): the form without the confirmation. */
export const changePasswordRequestSchema = z.object({
  oldPassword: z
    .string(OLD_PASSWORD_REQUIRED_MESSAGE)
    .min(1, OLD_PASSWORD_REQUIRED_MESSAGE)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE),
  newPassword: newPassword(CHANGE_LENGTH_MESSAGE, CHANGE_LENGTH_MESSAGE),
});

export type SignInData = z.output<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
export type SendCodeData = z.output<typeof sendCodeSchema>;
export type VerifyCodeData = z.output<typeof verifyCodeSchema>;
export type CodeEntryInput = z.input<typeof codeEntrySchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordRequestData = z.output<typeof resetPasswordRequestSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

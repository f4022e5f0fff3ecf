import { siteConfig } from "@/config/site";

export const APPROVAL_MESSAGE = `Your account is awaiting approval. Please contact the provider at ${siteConfig.partnerApprovalEmail} for account approval.`;
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const NOT_SIGNED_IN_MESSAGE = "Please sign in to continue.";
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";
export const RATE_LIMITED_MESSAGE = "Too many attempts. Please try again later.";
export const INVALID_CODE_MESSAGE = "Invalid or expired code. Please request a new one.";
export const CODE_ATTEMPTS_MESSAGE = "Too many incorrect attempts. Please request a new code.";
export const INVALID_GRANT_MESSAGE = "This verification has expired. Please request a new code.";
export const OLD_PASSWORD_INCORRECT_MESSAGE = "OldPassword is incorrect";
export const ACCOUNT_EXISTS_MESSAGE = "An account with this email already exists. Please sign in.";

export type AuthErrorCode =
  | "unauthorized"
  | "forbidden"
  | "rate_limited"
  | "invalid_credentials"
  | "invalid_code"
  | "invalid_grant"
  | "not_found"
  | "conflict"
  | "validation_failed";

const STATUS: Record<AuthErrorCode, number> = {
  unauthorized: 401,
  forbidden: 403,
  rate_limited: 429,
  invalid_credentials: 401,
  invalid_code: 400,
  invalid_grant: 400,
  not_found: 404,
  conflict: 409,
  validation_failed: 400,
};

/**
 * What every partner auth workflow throws for an expected refusal. Route handlers turn it into JSON
 * with its status; server actions into `{ ok: false, formError }`. Anything else is a real fault.
 */
export class AuthError extends Error {
  readonly status: number;

  constructor(
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: { retryAfterSeconds?: number; fieldErrors?: Record<string, string[]>; challenge?: string } = {},
  ) {
    super(message);
    this.name = "AuthError";
    this.status = STATUS[code];
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { siteConfig } from "@/config/site";
import { PASSWORD_MIN } from "@/lib/validations/partner-auth";
import { AppError } from "@/lib/errors";

export const COMMON_PASSWORD_MESSAGE = "This password is too common or easy to guess. Please choose a different one.";

let common: Set<string> | undefined;

/**
 * The ~49,000 most common passwords that zxcvbn-ts ships (decision 403). Only entries a length check
 * would let through are kept; matching ignores case, as attackers' lists do.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary["passwords-common"].filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()),
  );
  return common;
}

function normalise(value: string): string {
  return value.normalize("NFKC").toLowerCase();
}

/**
 * The server-only half of the password rules (the schema checks the length): refuses passwords from the
 * common list and the context words ASVS names, the product's name and the account's own e-mail.
 * Returns the message to show, or null when the password may be used.
 */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  const candidate = normalise(password);
  if (commonPasswords().has(candidate)) return COMMON_PASSWORD_MESSAGE;
  if (candidate.includes(normalise(siteConfig.name))) return COMMON_PASSWORD_MESSAGE;
  const email = context.email ? normalise(context.email) : "";
  const local = email.split("@")[0] ?? "";
  if (email && (candidate === email || (local.length >= 4 && candidate.includes(local))))
    return COMMON_PASSWORD_MESSAGE;
  return null;
}

/** For the workflows: a refused password is a 400 on the form's own password field. */
export function assertPasswordAllowed(password: string, field: string, email?: string): void {
  const problem = passwordProblem(password, { email });
  if (problem) throw new AppError("validation_failed", problem, { fieldErrors: { [field]: [problem] } });
}

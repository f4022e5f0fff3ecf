import "server-only";
import { decode, encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NewPartner } from "@/lib/data/partners";
import { getAuthSecret } from "@/lib/env";
import { cookieOptions } from "@/lib/auth/session-token";

// The web screens keep the unfinished sign-up and reset between steps in short-lived, encrypted,
// HttpOnly cookies instead of browser storage (decision 407): the password never sits in
// sessionStorage (it is hashed before the code is sent) and the reset grant never reaches script.

const FLOW_MAX_AGE_SECONDS = 30 * 60;
const SIGN_UP = { name: "partnerSignUp", salt: "paisapilot partner sign-up" };
const RESET = { name: "partnerReset", salt: "paisapilot partner reset" };

export type PendingReset = { email: string; token?: string };

async function save(cookie: { name: string; salt: string }, payload: Record<string, unknown>): Promise<void> {
  const value = await encode({
    token: payload,
    secret: getAuthSecret(),
    salt: cookie.salt,
    maxAge: FLOW_MAX_AGE_SECONDS,
  });
  (await cookies()).set(cookie.name, value, cookieOptions(FLOW_MAX_AGE_SECONDS));
}

async function read(cookie: { name: string; salt: string }): Promise<Record<string, unknown> | null> {
  const value = (await cookies()).get(cookie.name)?.value;
  if (!value) return null;
  try {
    return await decode({ token: value, secret: getAuthSecret(), salt: cookie.salt });
  } catch {
    return null;
  }
}

async function clear(cookie: { name: string }): Promise<void> {
  (await cookies()).set(cookie.name, "", cookieOptions(0));
}

export const savePendingSignUp = (partner: NewPartner) => save(SIGN_UP, { partner });
export const clearPendingSignUp = () => clear(SIGN_UP);

export async function readPendingSignUp(): Promise<NewPartner | null> {
  const partner = (await read(SIGN_UP))?.partner as NewPartner | undefined;
  return partner && typeof partner.email === "string" && typeof partner.passwordHash === "string" ? partner : null;
}

export const savePendingReset = (reset: PendingReset) => save(RESET, reset);
export const clearPendingReset = () => clear(RESET);

export async function readPendingReset(): Promise<PendingReset | null> {
  const value = await read(RESET);
  if (!value || typeof value.email !== "string") return null;
  return { email: value.email, token: typeof value.token === "string" ? value.token : undefined };
}

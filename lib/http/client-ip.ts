// The caller's address, as the nearest trusted hop saw it (decision 014). Headers a client sends are
// never trusted on their own: off Vercel the app server (scripts/server.mjs) works the address out from
// its socket and TRUSTED_PROXY_COUNT, and hands it over signed with the auth secret; on Vercel the
// platform overwrites its forwarding headers itself.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret, getEnv } from "@/lib/env";

export const CLIENT_IP_HEADER = "x-client-ip";
export const CLIENT_IP_SIGNATURE_HEADER = "x-client-ip-signature";
/** Every request that did not come through the app server shares this one budget. */
export const UNVERIFIED_IP = "unverified";

/** Must match `sign()` in scripts/server.mjs; tests prove the two agree end to end. */
export function signClientIp(ip: string, secret: string): string {
  return createHmac("sha256", secret).update(`client-ip:${ip}`).digest("base64url");
}

let warned = false;

export function clientIp(source: Request | Headers): string {
  const headers = source instanceof Headers ? source : source.headers;
  if (getEnv().VERCEL) {
    const ip = headers.get("x-real-ip") ?? headers.get("x-forwarded-for")?.split(",")[0];
    return sane(ip) ?? UNVERIFIED_IP;
  }
  const ip = sane(headers.get(CLIENT_IP_HEADER));
  const signature = headers.get(CLIENT_IP_SIGNATURE_HEADER);
  if (ip && signature && safeEqual(signature, signClientIp(ip, getAuthSecret()))) return ip;
  if (!warned) {
    warned = true;
    console.warn(
      "[client-ip] a request did not come through the app server (npm start / npm run start:prod); per-address limits are shared",
    );
  }
  return UNVERIFIED_IP;
}

function sane(value: string | null | undefined): string | null {
  const ip = value?.trim();
  // An IPv6 link-local address may carry its zone (fe80::1%eth0); lib/limits/address-key.ts drops it.
  return ip && ip.length <= 64 && /^[0-9a-fA-F:.]+(%[\w.-]+)?$/.test(ip) ? ip : null;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

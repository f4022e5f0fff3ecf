import "server-only";
import { createHmac } from "node:crypto";
import { getAuthSecret } from "@/lib/env";
import { addressKey } from "@/lib/limits/address-key";

// Who an event came from, for its once-a-day dedupe (decision 551): the app's device id for a view it
// reports, the address and browser for a tracking-link click. Keyed, so the stored digest names no
// device or address even to someone holding the table.

const digest = (who: string) =>
  createHmac("sha256", `coupon-visitor:${getAuthSecret()}`).update(who).digest("base64url");

export function deviceVisitor(deviceId: string): string {
  return digest(`device:${deviceId}`);
}

/** A browser following a tracking link: its address (an IPv6 caller's /64) and its user agent. */
export function browserVisitor(address: string, userAgent: string | null): string {
  return digest(`ip:${addressKey(address)}\nua:${userAgent ?? ""}`);
}

const PREFETCH = /prefetch|prerender/i;

/** A browser's prefetch or prerender of a page (`Sec-Purpose`), which the tracking link answers itself. */
export const browserPrefetch = (headers: Headers): boolean => PREFETCH.test(headers.get("sec-purpose") ?? "");

/**
 * A tracking-link request a visitor did not make by following the link: a page's part fetched with it
 * (an `<img>`, a script, a frame; Sec-Fetch-Dest other than `document`), a prefetch (`Purpose`, the older
 * header; the route answers `Sec-Purpose` itself), or, from a client that sends no Fetch Metadata, an
 * Accept that asks for an image first (as iOS image loaders do). Such a request is still redirected, and
 * never counted. The headers can only take a count away, never add one.
 */
export function notFollowedByVisitor(headers: Headers): boolean {
  const dest = headers.get("sec-fetch-dest");
  if (dest !== null && dest !== "document") return true;
  if (PREFETCH.test(headers.get("purpose") ?? "")) return true;
  const first = headers.get("accept")?.split(",")[0]?.trim().toLowerCase() ?? "";
  return dest === null && first.startsWith("image/");
}

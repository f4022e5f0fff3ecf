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

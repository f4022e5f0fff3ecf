import "server-only";
import { createHmac } from "node:crypto";
import { getAuthSecret } from "@/lib/env";

// Who an event came from, for its once-a-day dedupe (decision 551): the app's device id for a view it
// reports, the address and browser for a tracking-link click. Keyed, so the stored digest names no
// device or address even to someone holding the table.

const digest = (who: string) =>
  createHmac("sha256", `coupon-visitor:${getAuthSecret()}`).update(who).digest("base64url");

export function deviceVisitor(deviceId: string): string {
  return digest(`device:${deviceId}`);
}

/** A browser following a tracking link: its address (the caller's /64 for IPv6) and its user agent. */
export function browserVisitor(address: string, userAgent: string | null): string {
  return digest(`ip:${address}\nua:${userAgent ?? ""}`);
}

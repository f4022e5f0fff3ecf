import "server-only";
import { createHmac } from "node:crypto";
import { getAuthSecret } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";

/**
 * Who saw a coupon, for the once-per-visitor-per-day view count (decision 530): the app's own device id
 * when it sends one, else the trusted client address and user agent. Keyed, so the stored hash names no
 * address even to someone holding the table.
 */
export function visitorKey(request: Request): string {
  const device = request.headers.get("x-device-id")?.trim().slice(0, 128);
  const who = device ? `device:${device}` : `ip:${clientIp(request)}\nua:${request.headers.get("user-agent") ?? ""}`;
  return createHmac("sha256", `coupon-visitor:${getAuthSecret()}`).update(who).digest("base64url");
}

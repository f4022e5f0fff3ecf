import "server-only";
import { rateLimit, type RateLimitRule } from "@/lib/rate-limit";
import type { EventType } from "@/lib/data/coupon-events";

/**
 * Whether a view or click is queued to be counted (decision 551): not when this visitor was already seen
 * on this offer today (the drain's dedupe key is the exact check; this one spares the queue), nor past the
 * few new visitors one address (an IPv6 /64) may add to one offer a day. A repeat does not use up the
 * address's budget, so a browser clicking twice leaves room for its neighbours behind the same NAT.
 */
export async function admitEvent(
  {
    type,
    couponId,
    visitor,
    day,
    ip,
  }: { type: Exclude<EventType, "CLAIM">; couponId: string; visitor: string; day: string; ip: string },
  perAddress: RateLimitRule,
): Promise<boolean> {
  const scope = `offer.${type.toLowerCase()}:${couponId}:${day}`;
  const first = await rateLimit(`${scope}:visitor:${visitor}`, { limit: 1, windowSeconds: perAddress.windowSeconds });
  if (!first.ok) return false;
  return (await rateLimit(`${scope}:ip:${ip}`, perAddress)).ok;
}

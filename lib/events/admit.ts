import "server-only";
import type { EventType } from "@/lib/data/coupon-events";
import { take } from "@/lib/limits/limiter";
import type { LimitName } from "@/lib/limits/rules";

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
  perAddress: Extract<LimitName, "offerViewPerAddress" | "offerClickPerAddress">,
): Promise<boolean> {
  const scope = `${type}:${couponId}:${day}`;
  if (!(await take({ rule: "eventVisitorDay", key: `${scope}:${visitor}` })).ok) return false;
  return (await take({ rule: perAddress, key: scope, address: ip })).ok;
}

import "server-only";
import type { CouponSignal, EventType } from "@/lib/data/coupon-events";
import { refund, take, used, type Budget } from "@/lib/limits/limiter";
import { LIMITS, type LimitName } from "@/lib/limits/rules";
import { appendEvents } from "./queue";

/**
 * Queues a view or click to be counted (decisions 551, 553), unless this visitor was already counted on
 * this offer today (the drain's dedupe key is the exact check; this one spares the queue) or the address
 * (an IPv6 /64) has added its few new visitors to this offer today. A repeat does not use up the
 * address's budget, so a browser clicking twice leaves room for its neighbours behind the same NAT.
 *
 * The visitor is marked as seen only once its event is stored in the queue: an instance that dies, or a
 * queue that refuses, between the two leaves the visitor unseen, so the client's retry (or nginx's retry
 * of a GET on the other instance) is queued and counted once, never deduplicated away. Resolves whether
 * the event was queued; throws when the queue refused it (the address's use is given back first).
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
  const seen: Budget = { rule: "eventVisitorDay", key: `${scope}:${visitor}` };
  if ((await used(seen)) > 0) return false;
  const address: Budget = { rule: perAddress, key: scope, address: ip };
  // Read before taking: once the address has added its few, a flood from it writes nothing more.
  if ((await used(address)) >= LIMITS[perAddress].limit) return false;
  if (!(await take(address)).ok) return false;
  const event: CouponSignal = { type, couponId, visitor, day, at: new Date() };
  try {
    await appendEvents([event]);
  } catch (error) {
    await refund(address).catch(() => undefined);
    throw error;
  }
  // Stored: a failure to remember the visitor now costs at most a duplicate the drain drops.
  await take(seen).catch((error: unknown) =>
    console.warn(`[events] could not mark a visitor seen: ${(error as Error).message}`),
  );
  return true;
}

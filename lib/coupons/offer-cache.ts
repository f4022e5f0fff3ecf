import "server-only";
import { revalidateTag } from "next/cache";
import { OFFERS_CACHE_TAG, offerCacheTag, partnerOffersCacheTag } from "@/lib/data/public-offers";

/**
 * Ends the app's cached reads that a write changed (decision 551): the feed always, one offer or all of
 * one partner's offers (their pages and tracking links). Called after the write commits, from the
 * operation that made it; the next read on any instance loads again (decision 703), and a CDN holds its
 * copy at most the few seconds of its s-maxage.
 */
export function offersChanged(changed: { couponId?: string; partnerId?: string }): void {
  const tags = [OFFERS_CACHE_TAG];
  if (changed.couponId) tags.push(offerCacheTag(changed.couponId));
  if (changed.partnerId) tags.push(partnerOffersCacheTag(changed.partnerId));
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

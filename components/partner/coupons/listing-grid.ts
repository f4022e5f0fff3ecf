import type { CouponView } from "@/lib/model/coupon-view";

/**
 * A coupon deleted on the Listing Page (decision 550). Its place in the grid says so and holds its Undo
 * for the undo window, whatever opens meanwhile: deleting (waiting for the server), deleted (undoable
 * with `token`), restoring, refused (the server will not restore it), restored (a card again, from
 * `coupon` until the server's list has it back), gone (the window is over).
 */
export type Removal = {
  coupon: CouponView;
  /** The search it was deleted under: its place shows in that list only. */
  search: string;
  state: "deleting" | "deleted" | "restoring" | "refused" | "restored" | "gone";
  token: string | null;
  error: string | null;
};

export type GridItem = { kind: "card"; coupon: CouponView } | { kind: "removed"; removal: Removal };

/** The list's order: newest first, then by id, as the server sorts it. */
const before = (a: CouponView, b: CouponView) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The grid in the list's order: the coupons shown, with each deleted one's place where its card was,
 * also once the server's list no longer has it, and a restored one before the server's list has it again.
 */
export function gridItems(shown: CouponView[], removals: Map<string, Removal>, search: string): GridItem[] {
  const here = new Map([...removals.values()].filter((r) => r.search === search).map((r) => [r.coupon.id, r]));
  const listed = new Set(shown.map((c) => c.id));
  const missing = [...here.values()]
    .filter((r) => r.state !== "gone" && !listed.has(r.coupon.id))
    .map((r) => r.coupon)
    .sort((a, b) => (before(a, b) ? -1 : 1));
  const merged: CouponView[] = [];
  for (const coupon of shown) {
    while (missing.length && before(missing[0]!, coupon)) merged.push(missing.shift()!);
    merged.push(coupon);
  }
  merged.push(...missing);
  return merged.flatMap((coupon): GridItem[] => {
    const removal = here.get(coupon.id);
    if (!removal || removal.state === "restored") return [{ kind: "card", coupon }];
    return removal.state === "gone" ? [] : [{ kind: "removed", removal }];
  });
}

/** The card focus goes to when `id`'s card or place goes: the next card, else the one before; null when none is left. */
export function cardBeside(items: GridItem[], id: string): string | null {
  const at = items.findIndex((item) => (item.kind === "card" ? item.coupon : item.removal.coupon).id === id);
  const card = (item: GridItem) => item.kind === "card" && item.coupon.id !== id;
  const next = items.slice(at + 1).find(card) ?? items.slice(0, Math.max(at, 0)).reverse().find(card);
  return next?.kind === "card" ? next.coupon.id : null;
}

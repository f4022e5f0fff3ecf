/** Coupons one Show more adds to a tab, and the most a tab shows (decision 525): past that, search. */
export const SHOW_STEP = 48;
export const SHOW_MAX = 480;

/** How many a tab shows for the address's `show` (any text): a step at least, SHOW_MAX at most. */
export function shownOnTab(show: string | undefined): number {
  return Math.min(SHOW_MAX, Math.max(SHOW_STEP, Number(show) || SHOW_STEP));
}

/**
 * What follows a tab's cards: Show more while there are more and it can show more; past SHOW_MAX, a note
 * to search instead (a Show more that came back with the same cards, forever, before); nothing when all
 * are shown.
 */
export function afterTab(count: number, shown: number): "more" | "search" | null {
  if (count <= shown) return null;
  return shown < SHOW_MAX ? "more" : "search";
}

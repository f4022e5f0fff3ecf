import { useEffect, useRef } from "react";

/** How long the URL waits after the last change, so dragging a slider does not flood history. */
export const URL_SYNC_DELAY_MS = 300;

/**
 * Mirrors the inputs into the address bar (replaceState, so Back still leaves the page).
 * The first render is skipped: the URL already holds what the page was opened with.
 */
export function useQuerySync(query: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      window.history.replaceState(null, "", `${window.location.pathname}?${query}`);
    }, URL_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
}

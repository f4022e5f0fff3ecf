"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * Moves focus, after the next render that shows it, to what `find` names for a target (WCAG 2.4.3): the
 * control that had focus is about to go (a deleted card, a removed Load more), or what it brought is not
 * drawn yet (a restored card). Without this focus fell to the page's body.
 */
export function useFocusAfterRender<T>(find: (target: T) => HTMLElement | null | undefined) {
  const pending = useRef<{ target: T } | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const element = find(pending.current.target);
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((target: T) => {
    pending.current = { target };
  }, []);
}

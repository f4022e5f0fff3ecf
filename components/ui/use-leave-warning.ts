import { useEffect } from "react";

export const LEAVE_WARNING = "Leave this page? What you typed has not been saved.";

/** The forms that hold unsaved text now: one set of listeners asks once for all of them. */
const holding = new Set<symbol>();

const unloading = (event: BeforeUnloadEvent) => event.preventDefault();

const clicked = (event: MouseEvent) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!link || link.getAttribute("target") === "_blank" || link.hasAttribute("download")) return;
  if (link.getAttribute("href")?.startsWith("#")) return;
  if (window.confirm(LEAVE_WARNING)) return;
  event.preventDefault();
  event.stopPropagation();
};

/**
 * Back and Forward between the app's own pages never unload the page, so `beforeunload` does not ask: the
 * Navigation API's `navigate` event does, before the App Router hears of it (its `popstate` follows only a
 * traversal that went ahead). A traversal to another document cannot be held here and is the browser's own
 * prompt; one the browser does not let the page cancel (no interaction since it last did) goes ahead.
 */
const traversing = (event: NavigateEvent) => {
  if (event.navigationType !== "traverse" || !event.cancelable || !event.destination.sameDocument) return;
  if (window.confirm(LEAVE_WARNING)) return;
  event.preventDefault();
};

/** Browsers without the Navigation API (before Firefox 147 and Safari 26.2): Back and Forward are not held. */
const navigation = () => ("navigation" in window ? window.navigation : undefined);

/**
 * While `active` (a form holds text not yet saved), leaving the page asks first: a reload or a closed tab
 * by the browser's own prompt, a link of the app by a confirmation, once however many forms hold text.
 * Listened for before React's own handlers see the click, so a client-side navigation is stopped too; Back
 * and Forward by the same confirmation where the browser has the Navigation API. A link to a new tab or a
 * download leaves nothing behind and is not asked about.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const token = Symbol("unsaved form");
    if (holding.size === 0) {
      window.addEventListener("beforeunload", unloading);
      document.addEventListener("click", clicked, true);
      navigation()?.addEventListener("navigate", traversing);
    }
    holding.add(token);
    return () => {
      holding.delete(token);
      if (holding.size > 0) return;
      window.removeEventListener("beforeunload", unloading);
      document.removeEventListener("click", clicked, true);
      navigation()?.removeEventListener("navigate", traversing);
    };
  }, [active]);
}

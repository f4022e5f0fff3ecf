import type { ToasterProps } from "sonner";

/**
 * The toast area (spec: top-right, 2000 ms by default), below the sticky 64 px header so a toast never
 * covers the navigation. One definition for the eager toaster (partner area, console) and the deferred one
 * (public forms).
 */
export const TOASTER_SETTINGS = {
  position: "top-right",
  richColors: true,
  closeButton: true,
  duration: 2000,
  visibleToasts: 20,
  offset: { top: 80, right: 16 },
  mobileOffset: { top: 72, left: 12, right: 12 },
  // The site is written left to right. Without `dir`, sonner reads the document's computed direction on
  // every render of the toast area: a forced style recalculation in the browser, and in jsdom a walk over
  // every style rule (sonner's own included) that took 80-280 ms of the deferred toaster's first render.
  dir: "ltr",
} satisfies ToasterProps;

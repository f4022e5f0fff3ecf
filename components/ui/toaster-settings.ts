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
} satisfies ToasterProps;

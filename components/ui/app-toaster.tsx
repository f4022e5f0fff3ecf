import { Toaster } from "sonner";
import { TOASTER_SETTINGS } from "./toaster-settings";

/**
 * The toast area of the partner area and the console, whose screens toast from their first click. The
 * public forms use `DeferredToaster` instead, which keeps the library out of their first load (decision 310).
 * Bottom-right on these desktop screens (decision 549): at the top a toast covered the page's header buttons
 * and a dialog's close button for as long as it showed.
 */
export function AppToaster({ duration = TOASTER_SETTINGS.duration }: { duration?: number }) {
  return (
    <Toaster {...TOASTER_SETTINGS} duration={duration} position="bottom-right" offset={{ bottom: 16, right: 16 }} />
  );
}

/**
 * How long a console toast stays (decision 619): long enough to read after the click that caused it,
 * where it is the only confirmation (a password change, an invitation, staff changes, Mark handled).
 * It pauses while hovered and while the window is in the background, and closes with its button.
 */
export const CONSOLE_TOAST_MS = 8000;

import { Toaster } from "sonner";
import { TOASTER_SETTINGS } from "./toaster-settings";

/**
 * The toast area of the partner area and the console, whose screens toast from their first click. The
 * public forms use `DeferredToaster` instead, which keeps the library out of their first load (decision 310).
 * Bottom-right on these desktop screens (decision 549): at the top a toast covered the page's header buttons
 * and a dialog's close button for as long as it showed.
 */
export function AppToaster() {
  return <Toaster {...TOASTER_SETTINGS} position="bottom-right" offset={{ bottom: 16, right: 16 }} />;
}

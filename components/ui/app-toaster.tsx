import { Toaster } from "sonner";
import { TOASTER_SETTINGS } from "./toaster-settings";

/**
 * The toast area of the partner area and the console, whose screens toast from their first click. The
 * public forms use `DeferredToaster` instead, which keeps the library out of their first load (decision 310).
 */
export function AppToaster() {
  return <Toaster {...TOASTER_SETTINGS} />;
}

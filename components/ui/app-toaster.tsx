import { Toaster } from "sonner";

/**
 * The toast area (spec: top-right, 2000 ms by default). Rendered only by the pages and layouts that
 * toast (contact, the standalone forms, the partner area), so pages that never toast do not ship the
 * library (decision 310). Below the sticky 64 px header, so a toast never covers the navigation.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      duration={2000}
      visibleToasts={20}
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
    />
  );
}

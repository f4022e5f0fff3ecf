import { useSyncExternalStore } from "react";

/** The subscribe of a useSyncExternalStore whose browser value never changes once read. */
export const neverChanges = () => () => {};

/** False in the server HTML (the static default result), true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

"use client";

import { useEffect, useState } from "react";
import type { toast as Toast } from "sonner";
import { TOASTER_SETTINGS } from "./toaster-settings";

type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | null = null;
const loadSonner = () => (loading ??= import("sonner"));

// sonner's toaster only hears toasts sent after it mounted: the first toast waits for it.
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/**
 * Shows a toast on a page with `<DeferredToaster/>`. The library arrives after the page has loaded, not in
 * its first-load scripts; a toast asked for before then shows as soon as it is in (decision 310).
 */
export async function showToast(show: (toast: typeof Toast) => void): Promise<void> {
  const { toast } = await loadSonner();
  await mounted;
  show(toast);
}

/** The public forms' toast area: sonner is fetched once the page has hydrated. */
export function DeferredToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    let live = true;
    void loadSonner().then((module) => live && setSonner(module));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (sonner) markMounted();
  }, [sonner]);
  return sonner ? <sonner.Toaster {...TOASTER_SETTINGS} /> : null;
}

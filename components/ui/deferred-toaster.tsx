"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { toast as Toast } from "sonner";
import { TOASTER_SETTINGS } from "./toaster-settings";

type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | null = null;
const loadSonner = () => (loading ??= import("sonner"));

// sonner's toaster only hears toasts sent after it mounted: the first toast waits for it.
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

// Whether the page has asked for the toast area yet: not while it loads and hydrates (decision 320).
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isWanted = () => wanted;

/** Fetches and mounts the toast area ahead of a toast: on the first focus into a form. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast on a page with `<DeferredToaster/>`. The library is not in the page's first-load scripts
 * and arrives once the visitor turns to the form; a toast asked for before then shows as soon as it is in
 * (decision 310).
 */
export async function showToast(show: (toast: typeof Toast) => void): Promise<void> {
  wantToaster();
  const { toast } = await loadSonner();
  await mounted;
  show(toast);
}

/**
 * The public forms' toast area: sonner is fetched when the page first wants it, not as it hydrates, where
 * its evaluation and the stylesheet it adds would lengthen the page's longest task (decision 320).
 */
export function DeferredToaster() {
  const want = useSyncExternalStore(subscribe, isWanted, () => false);
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    if (!want) return;
    let live = true;
    void loadSonner().then((module) => live && setSonner(module));
    return () => {
      live = false;
    };
  }, [want]);
  useEffect(() => {
    if (sonner) markMounted();
  }, [sonner]);
  return sonner ? <sonner.Toaster {...TOASTER_SETTINGS} /> : null;
}

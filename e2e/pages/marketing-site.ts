import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, randomIp } from "../fixtures";
import { svgDataUrl } from "@/lib/assets/svg-data-url";

/**
 * A new client address for this page's requests from now on: another visitor in a context the test made
 * itself, or the same visitor after moving network. Every test's own page already has an address of its own.
 */
export async function useOwnIp(page: Page): Promise<string> {
  const ip = randomIp();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * The sonner toast with this title and description, checked in one assertion: a toast dismisses itself
 * after a few seconds, so on a busy machine a second assertion could find it gone. `heldClock`: the test
 * holds the page's clock (`pauseClockSoon`) so the toast cannot time out while it is looked at; sonner
 * adds a toast on a timer, so the clock is moved on in 50 ms steps until it shows (far from its 2 s life).
 */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  { heldClock = false }: { heldClock?: boolean } = {},
) {
  let toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  if (!heldClock) await expect(toast.first()).toBeVisible();
  else
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(toast.first()).toBeVisible({ timeout: 50 });
    }).toPass({ timeout: 7_000 });
  return toast.first();
}

/** Counts the requests the page sends to `pathname` from now on; `answered()` waits until each has its answer. */
export function trackRequests(page: Page, pathname: string) {
  const answers: Promise<unknown>[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === pathname) answers.push(request.response());
  });
  return {
    answered: async (): Promise<number> => {
      await Promise.all(answers);
      return answers.length;
    },
  };
}

export function header(page: Page) {
  return page.locator("header").first();
}

/**
 * A settled page: loaded, its web font in, the main thread idle (React has hydrated and rendered what it
 * renders on its own) and that last frame painted.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
    // An idle period, asking for main frames until one comes: Chromium starts idle periods after a main
    // frame, and a page whose only motion is compositor animations may ask for none, so a bare
    // requestIdleCallback could wait for seconds under load (decision 706).
    await new Promise<void>((resolve) => {
      let idle = false;
      requestIdleCallback(() => {
        idle = true;
        resolve();
      });
      const frame = () => void (idle || requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

type ShiftWindow = { __shift: { observer: PerformanceObserver; total: number } };

/** The layout shift (not caused by input) the page records while `during` runs. */
export async function layoutShiftWhile(page: Page, during: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const shift = { total: 0, observer: null as unknown as PerformanceObserver };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shift.total += entry.value;
    };
    shift.observer = new PerformanceObserver((list) => add(list.getEntries()));
    shift.observer.observe({ type: "layout-shift", buffered: false });
    (window as unknown as ShiftWindow).__shift = shift;
  });
  await during();
  return page.evaluate(async () => {
    // The frame that showed the last change is painted, and its entries are read even if not yet delivered.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const { observer, total } = (window as unknown as ShiftWindow).__shift;
    let sum = total;
    for (const entry of observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) sum += entry.value;
    observer.disconnect();
    return sum;
  });
}

/** A drawing of /public as a page sends the picture it paints first: the very file, inlined (lib/assets/inline-image.ts). */
export function inlinedPicture(file: string): string {
  return svgDataUrl(readFileSync(path.join(process.cwd(), "public", file), "utf8"));
}

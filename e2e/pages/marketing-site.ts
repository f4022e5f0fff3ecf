import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** A distinct client IP per test, so the per-IP rate limits of one test never throttle another. */
export async function useOwnIp(page: Page): Promise<string> {
  const n = parseInt(randomUUID().slice(0, 6), 16);
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 253) + 1}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/** The sonner toast with this title, and its description. */
export async function expectToast(page: Page, title: string, description?: string, timeout?: number) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible({ timeout });
  if (description) await expect(toast).toContainText(description);
  return toast;
}

export function header(page: Page) {
  return page.locator("header").first();
}

export async function cumulativeLayoutShift(page: Page, waitMs: number): Promise<number> {
  return page.evaluate(async (ms) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) total += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: false });
    await new Promise((r) => setTimeout(r, ms));
    return total;
  }, waitMs);
}

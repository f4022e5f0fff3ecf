import type { Page } from "@playwright/test";

/**
 * With SCREENSHOT_DIR set, saves the page at the partner and console widths (1280x800, 1440x900) to look
 * at, as `<width>x<height>-<name>.png`; without it, does nothing. The page is left at 1280x800.
 */
export async function screenshotWidths(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1280, 800],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${width}x${height}-${name}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

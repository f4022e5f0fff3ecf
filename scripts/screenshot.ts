// Full-page screenshots at desktop and phone widths, for looking at what we build:
//   tsx scripts/screenshot.ts http://localhost:3000/path [out-prefix]  -> <prefix>-1280.png, <prefix>-390.png
import { chromium } from "@playwright/test";

const [url, prefix = "/tmp/shot"] = process.argv.slice(2);
if (!url) {
  console.error("usage: tsx scripts/screenshot.ts <url> [out-prefix]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: "reduce" });
  await page.goto(url, { waitUntil: "load" });
  const fullPage = process.env.FULL_PAGE !== "0";
  // Blocks marked lazy-render-* (content-visibility: auto) and lazy images are drawn only near the viewport,
  // and a full-page capture does not scroll: draw them all, as a visitor scrolling down sees each of them.
  if (fullPage) {
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await page.evaluate(() =>
      Promise.all(
        Array.from(document.images, (img) => {
          img.loading = "eager";
          return img.decode().catch(() => undefined);
        }),
      ),
    );
  }
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage });
  await page.close();
  console.log(`${prefix}-${width}.png`);
}
await browser.close();

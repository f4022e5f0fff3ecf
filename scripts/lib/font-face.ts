import type { Page } from "@playwright/test";

/**
 * The faces Chromium drew the page's first `h1` in (its own answer for the node, not the stylesheet's wish),
 * e.g. "Inter (web font)" or "DejaVu Sans". Used by the browser tests and the bench (decision 321).
 */
export async function headingFace(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`).join(", ");
}

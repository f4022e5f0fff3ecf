import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { headingFace } from "../scripts/lib/font-face";
import { settled } from "./pages/marketing-site";

type Shift = { value: number; sources: string[] };

/** Records every layout shift from navigation start (buffered), with the elements that moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 80) : "?",
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

// Issue 12: a prerendered page's content is in the HTML as served, inside <main>, not in a hidden
// streamed template that a script swaps in later (which delays the first paint and shifts the footer).
const pages = [
  "/",
  "/calculator",
  "/EMICalculator",
  "/creditCardCalculator",
  "/rentvsbuyCalculator",
  "/SavingsCalculator",
  "/AutoLoanCalculator",
  "/TripCostCalculator",
  "/BlogPage",
  "/blog/emi-101-how-banks-calculate-your-monthly-payment",
  "/dynamics",
  "/dynamics/seed-service-01",
  "/partnerPrice",
  "/privacyPolicy",
  "/contact",
  "/signup",
  "/account-deletion",
];

for (const path of pages) {
  test(`${path} serves its heading and content inside <main>, with no hidden streamed template`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
    expect(main, "main has an h1").toMatch(/<h1\b/);
    expect(
      main
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim().length,
      "main has text",
    ).toBeGreaterThan(200);
    expect(html, "no content waits in a hidden segment").not.toMatch(/<div hidden="?"? id="S:/);
  });
}

// Issue 12: no layout shift on any public page, from the first paint to a settled page, at 1280 px
// (desktop project) and 390 px (mobile project). Shifts are recorded from navigation start, buffered.
for (const path of pages) {
  test(`${path} does not shift its layout while it loads @mobile`, async ({ page }) => {
    // As most visitors load it: with its animations.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await recordLayoutShifts(page);
    await page.goto(path, { waitUntil: "load" });
    await settled(page);
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.001);
  });
}

// A slow connection: the HTML arrives in two parts, the second a second and a half after the first (cut
// inside the contact form). The browser must not paint the half page (a frame with half the form, which
// then moves down when the rest arrives): the first paint waits for the footer (site-footer.tsx).
test("a page whose HTML arrives in two parts paints once, with the whole content: no layout shift", async ({
  page,
  baseURL,
}) => {
  const slow = http.createServer(async (req, res) => {
    // The request as the browser sent it (RSC prefetches are told apart by their headers), to the app.
    const headers = Object.entries(req.headers).filter(([name]) => !["host", "connection"].includes(name));
    const upstream = await fetch(new URL(req.url!, baseURL), { headers: headers as [string, string][] });
    const type = upstream.headers.get("content-type") ?? "";
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, { "content-type": type });
    if (!type.includes("text/html")) return void res.end(body);
    const html = body.toString();
    const cut = html.indexOf("Email");
    res.write(html.slice(0, cut));
    setTimeout(() => res.end(html.slice(cut)), 1500);
  });
  await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
  try {
    // The page view is a write from another origin here, which the app refuses (403): not this test's subject.
    await page.route("**/api/page-views", (route) => route.fulfill({ status: 204 }));
    await recordLayoutShifts(page);
    await page.goto(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/contact`, { waitUntil: "load" });
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  } finally {
    slow.close();
  }
});

// Issue 24: where a page's largest paint is a picture, that picture (a small drawing of the site's own) comes
// inside the HTML as a data: URL, so it paints in the first frame with no request of its own. (/BlogPage's
// featured post is the newest, which other tests' publishing changes: components/blog/blog-card.test.tsx.)
for (const path of [
  "/calculator",
  "/blog/emi-101-how-banks-calculate-your-monthly-payment",
  "/dynamics",
  "/dynamics/seed-service-01",
  "/signup",
]) {
  test(`${path} sends the picture it paints first inside its HTML`, async ({ page }) => {
    await page.goto(path, { waitUntil: "load" });
    const first = page.locator("main img").first();
    await expect(first).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}

/** How the page's browser requested the site's font: as a `<link rel=preload>` or when a layout needed it. */
async function recordFontRequests(page: Page): Promise<{ preload: boolean }[]> {
  const requests: { preload: boolean }[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", ({ request }) => {
    if (request.url.includes("/fonts/")) requests.push({ preload: request.isLinkPreload === true });
  });
  await cdp.send("Network.enable");
  return requests;
}

// Decision 321: the font is preloaded on wide screens only. A preloaded `optional` font holds the first paint
// for Chromium's short wait (50 ms), so whether a wide first page is drawn in Inter depends on the line and the
// machine's load: that is the bench's to measure, not a test's. What holds every time: a wide screen requests the
// font from its preload, as the head is parsed; a phone's first page does not preload it (nothing holds its first
// paint) and fetches it when its layout needs it; every next page, wide or narrow, is drawn in Inter from the cache.
test("the font is preloaded on a wide screen only; every screen draws its next page in Inter", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const wideRequests = await recordFontRequests(page);
  await page.goto("/privacyPolicy", { waitUntil: "load" });
  const media = await page.locator('link[rel="preload"][as="font"]').getAttribute("media");
  expect(media).toBeTruthy();
  expect(await page.evaluate((query) => matchMedia(query).matches, media!)).toBe(true);
  expect(wideRequests).toEqual([{ preload: true }]);
  await page.evaluate(() => document.fonts.ready);
  await page.goto("/partnerPrice", { waitUntil: "load" });
  expect(await headingFace(page)).toBe("Inter (web font)");

  const phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phonePage = await phone.newPage();
    const phoneRequests = await recordFontRequests(phonePage);
    await phonePage.goto(new URL("/privacyPolicy", page.url()).href, { waitUntil: "load" });
    expect(await phonePage.evaluate((query) => matchMedia(query).matches, media!)).toBe(false);
    await phonePage.evaluate(() => document.fonts.ready);
    expect(phoneRequests).toEqual([{ preload: false }]);
    await phonePage.goto(new URL("/partnerPrice", page.url()).href, { waitUntil: "load" });
    expect(await headingFace(phonePage)).toBe("Inter (web font)");
  } finally {
    await phone.close();
  }
});

import type { APIRequestContext } from "@playwright/test";
import { calculators } from "../lib/calculators/catalog";
import { expect, test } from "./fixtures";
import { javaVersion, validateHtml } from "./pages/html-validator";
import { isSeeded } from "./pages/seeded-content";

// Issue 51 (the standards review of 2026-11-28): what crawlers, validators and link previews read on every
// public page. Console tests publish posts of their own meanwhile (decision 707): only the static pages and
// the seeded content are checked, and links to anything else are not followed.

const staticPaths = [
  "/",
  "/calculator",
  ...calculators.map((c) => c.path),
  "/BlogPage",
  "/dynamics",
  "/partnerPrice",
  "/privacyPolicy",
  "/Privacypolicy",
  "/contact",
  "/signup",
  "/account-deletion",
  "/offer-ended",
  "/NewSignIn",
  "/NewSignUp",
  "/ForgotPassword",
];
const notFoundPaths = ["/no-such-page-51", "/blog/no-such-post-51", "/dynamics/no-such-service-51"];
const sharedLinks = [
  "/EMICalculator?loanAmount=2500000&annualRate=8.5&tenureMonths=240",
  "/TripCostCalculator?destination=Tokyo&accommodation=Hotel&dailyExpenses=1500&entertainment=800&days=5&travelCost=4000&members=4",
  "/BlogPage?tag=Loans",
];

/** The sitemap's paths of pages that are either static or seeded. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => !/^\/(blog|dynamics)\/./.test(p) || isSeeded(p));
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");
const metaContent = (html: string, key: string) =>
  attr(new RegExp(`<meta (?:property|name)="${key}"[^>]*>`).exec(html)?.[0] ?? "", "content");

test.describe("every public page, as crawlers and validators read it", () => {
  test("passes the Nu HTML checker: 0 errors, 0 warnings beyond the checker's own named gaps", async ({ request }) => {
    test.setTimeout(180_000);
    const java = javaVersion();
    test.skip(!java, "SKIPPED: the Nu HTML checker needs Java 17 or later, and `java` is not on this machine");
    const paths = [...new Set([...staticPaths, ...(await sitemapPaths(request)), ...sharedLinks, ...notFoundPaths])];
    const pages: Record<string, string> = {};
    for (const path of paths) pages[path] = await (await request.get(path)).text();
    const problems = validateHtml(pages).map((m) => `${m.page}: ${m.type} ${m.message} [${m.extract ?? ""}]`);
    expect(problems).toEqual([]);
  });

  test("has no broken link, no redirect but the spec's two, and no page in the sitemap that no page links to", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const sitemap = await sitemapPaths(request);
    // The spec's own redirects: /download to the store page, and /newSignup (the sign-in page's link).
    const redirects: Record<string, RegExp> = { "/download": /^https:\/\//, "/newSignup": /\/NewSignUp$/ };
    const checked = new Map<string, number>();
    const reached = new Set<string>(["/"]);
    const queue = ["/", "/NewSignIn", "/NewSignUp", "/ForgotPassword", ...notFoundPaths];
    const broken: string[] = [];
    const origin = new URL((await request.get("/")).url()).origin;

    while (queue.length > 0) {
      const from = queue.shift()!;
      const response = await request.get(from);
      const html = await response.text();
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
      const targets = [
        ...[...html.matchAll(/<(?:a|link|img|script|source)\s[^>]*>/g)].flatMap((m) => [
          attr(m[0], "href"),
          attr(m[0], "src"),
          ...(attr(m[0], "srcSet") ?? attr(m[0], "srcset") ?? "").split(",").map((c) => c.trim().split(/\s+/)[0]),
        ]),
      ].filter((t): t is string => Boolean(t) && !t!.startsWith("data:"));
      for (const target of new Set(targets)) {
        const url = new URL(target, `${origin}${from}`);
        if (url.origin !== origin) continue;
        if (url.hash && url.pathname === new URL(`${origin}${from}`).pathname) {
          if (!ids.has(url.hash.slice(1))) broken.push(`${from}: #${url.hash.slice(1)} names no element`);
          continue;
        }
        const key = `${url.pathname}${url.search}`;
        if (/^\/(blog|dynamics)\/./.test(url.pathname) && !isSeeded(url.pathname)) continue;
        if (!checked.has(key)) {
          const answer = await request.get(key, { maxRedirects: 0 });
          checked.set(key, answer.status());
          const location = answer.headers()["location"] ?? "";
          if (answer.status() >= 300 && answer.status() < 400) {
            if (!redirects[url.pathname]?.test(location)) broken.push(`${from}: ${key} redirects to ${location}`);
          } else if (answer.status() !== 200) broken.push(`${from}: ${key} answers ${answer.status()}`);
          const page = (answer.headers()["content-type"] ?? "").startsWith("text/html");
          if (page && answer.status() === 200 && !reached.has(url.pathname)) {
            reached.add(url.pathname);
            queue.push(url.pathname);
          }
        }
      }
    }
    expect(broken).toEqual([]);
    expect(sitemap.filter((path) => !reached.has(path))).toEqual([]);
  });

  test("every indexable page unfurls: a complete Open Graph description with a 1200x630 PNG", async ({ request }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const images = new Set<string>();
    for (const path of [...(await sitemapPaths(request)), ...sharedLinks.slice(0, 2)]) {
      const html = await (await request.get(path)).text();
      for (const key of ["og:title", "og:description", "og:url", "og:type", "og:site_name", "og:locale"])
        if (!metaContent(html, key)) problems.push(`${path}: no ${key}`);
      const image = metaContent(html, "og:image");
      if (!image) problems.push(`${path}: no og:image`);
      else images.add(new URL(image).pathname + new URL(image).search);
      if (metaContent(html, "og:image:width") !== "1200" || metaContent(html, "og:image:height") !== "630")
        problems.push(`${path}: og:image without its size`);
      if (metaContent(html, "twitter:card") !== "summary_large_image") problems.push(`${path}: no large card`);
      if (metaContent(html, "twitter:image") !== image) problems.push(`${path}: twitter:image is not og:image`);
    }
    for (const image of images) {
      const answer = await request.get(image);
      const bytes = await answer.body();
      const ok =
        answer.headers()["content-type"] === "image/png" &&
        bytes.readUInt32BE(16) === 1200 &&
        bytes.readUInt32BE(20) === 630;
      if (!ok) problems.push(`${image}: not a 1200x630 PNG`);
    }
    expect(problems).toEqual([]);
    // Each post and service has its own image, not the site's default.
    expect([...images].filter((i) => i.startsWith("/share-image/blog/")).length).toBeGreaterThanOrEqual(10);
  });

  test("a calculator's JSON-LD has its breadcrumb; a post is a BlogPosting", async ({ request }) => {
    const html = await (await request.get("/EMICalculator")).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(ld).toContainEqual(
      expect.objectContaining({
        "@type": "BreadcrumbList",
        itemListElement: [
          expect.objectContaining({ position: 1, name: "Calculators", item: expect.stringMatching(/\/calculator$/) }),
          expect.objectContaining({
            position: 2,
            name: "EMI calculator",
            item: expect.stringMatching(/\/EMICalculator$/),
          }),
        ],
      }),
    );
  });
});

test.describe("heads, caches and icons", () => {
  test("a 404 says noindex once", async ({ request }) => {
    for (const path of notFoundPaths) {
      const html = await (await request.get(path)).text();
      expect(html.match(/<meta name="robots"[^>]*>/g), path).toEqual(['<meta name="robots" content="noindex"/>']);
    }
  });

  test("a post that does not exist yet is not kept by shared caches for long", async ({ request }) => {
    const answer = await request.get("/blog/not-published-yet-51");
    expect(answer.status()).toBe(404);
    const cacheControl = answer.headers()["cache-control"] ?? "";
    const shared = /s-maxage=(\d+)/.exec(cacheControl)?.[1];
    expect(cacheControl.includes("no-store") || Number(shared ?? Infinity) <= 60, cacheControl).toBe(true);
  });

  test("pictures are kept a day instead of being revalidated on every view", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map((m) => attr(m[0], "href")!);
    for (const path of ["/images/blog/emi-101.svg", "/illustrations/logo.svg", ...icons]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["cache-control"], path).toMatch(/max-age=(86400|31536000)/);
    }
  });

  test("the home-screen icon is a 180x180 PNG, linked and at its conventional name", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const link = /<link rel="apple-touch-icon"[^>]*>/.exec(html)?.[0] ?? "";
    expect(attr(link, "sizes")).toBe("180x180");
    for (const path of [attr(link, "href")!, "/apple-touch-icon.png"]) {
      const answer = await request.get(path);
      expect(answer.headers()["content-type"], path).toBe("image/png");
      const bytes = await answer.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], path).toEqual([180, 180]);
    }
  });

  test("the contact form marks every field it requires, as its legend says", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(page.getByText("Fields marked * are required.")).toBeVisible();
    for (const label of ["Name", "Email", "Message"])
      await expect(form.locator("label", { hasText: label }).first()).toContainText("*");
    // Its no-JavaScript post goes to the page itself, named (an empty action is not valid HTML).
    await expect(form).toHaveAttribute("action", "/contact");
  });
});

import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { expectNoViolations } from "./a11y";

/** A section's outage test page (app/dev/simulated-outage.ts, decision 552): its read fails while the cookie is set. */
export const OUTAGE_PAGE = { dashboard: "/dashboard/dev/outage", console: "/admin/dev/outage" } as const;
const OUTAGE_COOKIE = "e2e-simulated-outage";

/** From now on the outage pages' read fails, as it would with the database gone. */
export async function startOutage(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: OUTAGE_COOKIE, value: OUTAGE_COOKIE, url: baseURL }]);
}

/** The database is back: the outage pages' read succeeds again. */
export async function endOutage(page: Page): Promise<void> {
  await page.context().clearCookies({ name: OUTAGE_COOKIE });
}

/** A section's error screen (its error.tsx), found by what it says. */
export function sectionError(page: Page): Locator {
  return page.getByRole("alert").filter({ hasText: "This page could not be loaded." });
}

/**
 * What every section's error screen shows: the generic heading (never the failure's own words), a way back
 * to the section's home, no axe violations, focus on the heading and Try again one Tab away. Returns the
 * screen and its Try again button.
 */
export async function expectSectionErrorScreen(
  page: Page,
  home: { name: string; href: string },
): Promise<{ screen: Locator; tryAgain: Locator }> {
  const screen = sectionError(page);
  const heading = screen.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Unexpected Application Error!");
  await expect(screen).not.toContainText("Simulated");
  await expect(screen.getByRole("link", { name: home.name })).toHaveAttribute("href", home.href);
  await expectNoViolations(page);
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  const tryAgain = screen.getByRole("button", { name: "Try again" });
  await expect(tryAgain).toBeFocused();
  return { screen, tryAgain };
}

/** A page's loading state (its segment's loading.tsx). */
export function loadingState(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: "Loading" });
}

/**
 * Clicks `link` to the page at `path` with the server's answer to the click held back until the returned
 * function is called: a read that stays slow exactly as long as the test wants, with no sleep. The link is
 * reached for first, as a visitor's pointer does (decision 319), so Next has the page's loading state
 * before the click. Next marks its prefetches with `next-router-prefetch`; those go through.
 */
export async function clickWithAnswerHeld(page: Page, link: Locator, path: string): Promise<() => Promise<void>> {
  const matches = (url: URL | string) => new URL(url).pathname === path;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = Promise.resolve();
  await page.route(matches, (route) => {
    if (route.request().headers()["next-router-prefetch"]) return route.continue();
    answered = held.then(() => route.continue());
    return answered;
  });
  // The prefetch that brings the loading state follows the one of the route's tree (`/_tree`). Next may
  // stop reading it once it has what it needs, so it ends finished or aborted.
  const isLoadingPrefetch = (r: Request) =>
    matches(r.url()) && r.headers()["next-router-prefetch"] === "1" && !r.headers()["next-router-segment-prefetch"];
  const prefetched = new Promise<void>((resolve) => {
    const settle = (r: Request) => {
      if (!isLoadingPrefetch(r)) return;
      page.off("requestfinished", settle).off("requestfailed", settle);
      resolve();
    };
    page.on("requestfinished", settle).on("requestfailed", settle);
  });
  await link.hover();
  await prefetched;
  // Two frames for the router to take the answer in before the click.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await link.click();
  return async () => {
    release();
    await answered;
    await page.unroute(matches);
  };
}

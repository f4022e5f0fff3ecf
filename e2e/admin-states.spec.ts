import { expectNoViolations } from "./pages/a11y";
import { SERVER_RENDER_FAILED, answered, expectErrors } from "./fixtures";
import { expect, test } from "./pages/console";
import {
  OUTAGE_PAGE,
  clickWithAnswerHeld,
  endOutage,
  loadingState,
  expectSectionErrorScreen,
  startOutage,
} from "./pages/section-states";

// The console's own error, 404 and loading screens (decision 552): each inside the console's layout, so
// the sidebar stays and the console keeps its one <main>.

test.use({ signedInAs: "ADMIN" });

const sidebar = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Console" });

test.describe("when a console page's read fails", () => {
  // The server logs the failure and the browser reports the 500: both expected here.
  test.use(expectErrors(answered(500, OUTAGE_PAGE.console), SERVER_RENDER_FAILED));

  test("its error screen keeps the sidebar, says what failed, and Try again loads the page once the read works", async ({
    page,
    baseURL,
  }) => {
    await startOutage(page, baseURL!);
    expect((await page.goto(OUTAGE_PAGE.console))?.status()).toBe(500);
    await expect(sidebar(page)).toBeVisible();
    await expect(page.locator("main")).toHaveCount(1);
    const { screen } = await expectSectionErrorScreen(page, { name: "Console overview", href: "/admin" });

    await endOutage(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outage test");
    await expect(screen).toHaveCount(0);
    await expect(sidebar(page)).toBeVisible();
  });
});

test("an unknown partner, post, service or announcement is the console's 404: sidebar, one main, a way back", async ({
  page,
}) => {
  for (const path of [
    "/admin/partners/c0000000000000000000000000",
    "/admin/posts/e2e-no-such-post",
    "/admin/services/e2e-no-such-service",
    "/admin/announcements/e2e-no-such-announcement",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(sidebar(page)).toBeVisible();
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No route matches");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page).toHaveTitle("Page not found | PaisaPilot console");
  }
  await expectNoViolations(page);
  await page.getByRole("link", { name: "Go to the overview" }).click();
  await expect(page).toHaveURL("/admin");
});

test("a list whose read is slow shows its loading state beside the sidebar, then the list", async ({ page }) => {
  await page.goto("/admin");
  const link = sidebar(page).getByRole("link", { name: "Partners" });
  const navBox = await sidebar(page).boundingBox();
  const release = await clickWithAnswerHeld(page, link, "/admin/partners");
  await expect(loadingState(page)).toHaveText("Loading partners…");
  expect(await sidebar(page).boundingBox()).toEqual(navBox);
  await expectNoViolations(page);
  await release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners");
  await expect(loadingState(page)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a screen streamed behind its loading state is drawn in the content column, beside the sidebar", async ({
    page,
  }) => {
    const streamed: string[] = [];
    for (const [path, heading] of [
      ["/admin", /^Hello, /],
      ["/admin/partners", "Partners"],
      ["/admin/inbox", "Inbox"],
      ["/admin/audit", "Audit log"],
      // No loading screen: the screen is in the console's own HTML, and stays where it is.
      ["/admin/staff", "Staff"],
    ] as const) {
      const answer = await page.goto(path);
      // Whether the screen came after the console around it, behind its loading state (a read that is
      // quick enough is sent inline instead: both must be drawn in place).
      if (/<div hidden id="S:\d+">/.test(await answer!.text())) streamed.push(path);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title, path).toHaveText(heading);
      await expect(loadingState(page), path).toBeHidden();
      const nav = (await sidebar(page).boundingBox())!;
      const box = (await title.boundingBox())!;
      // Right of the sidebar, level with its top: not below the whole console.
      expect(box.x, path).toBeGreaterThan(nav.x + nav.width);
      expect(Math.abs(box.y - nav.y), path).toBeLessThan(40);
    }
    // The overview's chart is streamed in every load: the case this test holds was met.
    expect(streamed).toContain("/admin");
  });
});

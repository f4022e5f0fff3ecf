import { SERVER_RENDER_FAILED, answered, expectErrors, createPartner, expect, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { insertCoupons } from "./pages/coupon-rows";
import { DashboardShell } from "./pages/partner-dashboard";
import {
  OUTAGE_PAGE,
  clickWithAnswerHeld,
  endOutage,
  loadingState,
  expectSectionErrorScreen,
  startOutage,
} from "./pages/section-states";

// The dashboard's own error, 404 and loading screens (decision 552): each inside the dashboard's layout,
// so the sidebar stays and the partner area keeps its one <main>.

test.describe("when a dashboard page's read fails", () => {
  // The server logs the failure and the browser reports the 500: both expected here.
  test.use(expectErrors(answered(500, OUTAGE_PAGE.dashboard), SERVER_RENDER_FAILED));

  test("its error screen keeps the sidebar, says what failed, and Try again loads the page once the read works", async ({
    page,
    baseURL,
    signedInPartner,
  }) => {
    void signedInPartner;
    const shell = new DashboardShell(page);
    await startOutage(page, baseURL!);
    expect((await page.goto(OUTAGE_PAGE.dashboard))?.status()).toBe(500);
    await expect(shell.nav).toBeVisible();
    await expect(shell.userLink).toBeVisible();
    await expect(page.locator("main")).toHaveCount(1);
    const { screen, tryAgain } = await expectSectionErrorScreen(page, { name: "Dashboard home", href: "/dashboard" });

    // Still down: Try again asks the server again and gets the same screen back.
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === OUTAGE_PAGE.dashboard);
    await page.keyboard.press("Enter");
    await asked;
    await expect(screen.getByRole("heading", { level: 1 })).toBeFocused();

    await endOutage(page);
    await tryAgain.click();
    await expect(shell.heading).toHaveText("Outage test");
    await expect(screen).toHaveCount(0);
    await expect(shell.nav).toBeVisible();
  });
});

test("another partner's coupon and an unknown id are the dashboard's 404: sidebar, one main, a way back", async ({
  page,
  sql,
  signedInPartner,
}) => {
  void signedInPartner;
  const shell = new DashboardShell(page);
  const other = await createPartner(sql, { prefix: "states-other" });
  const [theirs] = await insertCoupons(sql, other.id, [{ title: "Not yours" }]);
  for (const id of [theirs!.id, "e2ecnosuchcoupon"]) {
    const response = await page.goto(`/dashboard/listing/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(shell.nav).toBeVisible();
    await expect(shell.tab("Listing Page")).toHaveAttribute("aria-current", "page");
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No route matches");
    await expect(page.getByText("This page does not exist, or it is not part of your account.")).toBeVisible();
    await expect(page.getByText("Not yours")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page).toHaveTitle("Page not found | PaisaPilot");
    await expectNoViolations(page);
  }
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(shell.heading).toHaveText(`Hello, ${signedInPartner.firstName}`);
});

test("a page whose read is slow shows its loading state beside the sidebar, then the page", async ({
  page,
  signedInPartner,
}) => {
  void signedInPartner;
  const shell = new DashboardShell(page);
  await page.goto("/dashboard");
  await expect(shell.heading).toHaveText(`Hello, ${signedInPartner.firstName}`);
  const navBox = await shell.nav.boundingBox();

  const release = await clickWithAnswerHeld(page, shell.tab("Affiliated Management"), "/dashboard/affiliates");
  await expect(loadingState(page)).toHaveText("Loading views, clicks and claims…");
  await expect(shell.tab("Affiliated Management")).toHaveAttribute("aria-current", "page");
  expect(await shell.nav.boundingBox()).toEqual(navBox);
  await expectNoViolations(page);

  await release();
  await expect(shell.heading).toHaveText("Affiliated Management");
  await expect(loadingState(page)).toHaveCount(0);
  expect(await shell.nav.boundingBox()).toEqual(navBox);
});

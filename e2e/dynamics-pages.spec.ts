import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { SERVER_RENDER_FAILED, answered, expectErrors, expect, test } from "./fixtures";
import { inlinedPicture } from "./pages/marketing-site";
import { seededServices } from "./pages/seeded-content";

// Seeded services (prisma/seed-data/services.ts): four, ids seed-service-01..04; the first has three
// images (desktop, mobile, settle) and a 'How It Works' with mixed numbering. Console tests add services
// of their own meanwhile, sorted after these (decision 707).
const FIRST = { id: "seed-service-01", title: "Smart Bill Splitting" };

async function gotoList(page: Page) {
  const response = await page.goto("/dynamics");
  await expect(page.getByRole("heading", { level: 1, name: "Dynamics" })).toBeVisible();
  return response;
}

async function columnCount(page: Page): Promise<number> {
  const cards = page.getByTestId("service-card");
  const lefts = new Set<number>();
  for (let i = 0; i < 2; i++) lefts.add(Math.round((await cards.nth(i).boundingBox())!.x));
  return lefts.size;
}

/** The file of the one hero picture a visitor sees at the current width (its `<picture>`'s choice). */
async function visibleHeroImage(page: Page): Promise<string | null> {
  return page
    .getByTestId("service-images")
    .locator("img")
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode().catch(() => undefined);
      return img.getBoundingClientRect().width > 0 ? img.currentSrc : null;
    });
}

test.describe("dynamics list", () => {
  test("a card per service: index, title, description, image and 'View More' @mobile", async ({ page }) => {
    expect((await gotoList(page))?.status()).toBe(200);
    const cards = page.getByTestId("service-card");
    // The four seeded services lead, in order; whatever a console test published follows them.
    await expect(cards.nth(3)).toBeVisible();
    const links = await cards
      .getByRole("link", { name: /View More/ })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(links.slice(0, 4)).toEqual(seededServices.map((s) => s.path));
    const count = await cards.count();
    await expect(page.getByTestId("service-index")).toHaveText(
      Array.from({ length: count }, (_, i) => String(i + 1).padStart(2, "0")),
    );
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(FIRST.title);
    await expect(first).toContainText("Smart Bill Splitting turns shared spending");
    await expect(first.locator("img")).toHaveAttribute(
      "src",
      inlinedPicture("/images/services/bill-splitting-desktop.svg"),
    );
    await first.getByRole("link", { name: /View More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dynamics/${FIRST.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIRST.title);
  });

  test("two columns above 790px, one below", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoList(page);
    expect(await columnCount(page)).toBe(2);
    await page.setViewportSize({ width: 780, height: 900 });
    await expect.poll(() => columnCount(page)).toBe(1);
  });
});

test.describe("dynamics detail", () => {
  test("header, images in the right order and every section @mobile", async ({ page }) => {
    expect((await page.goto(`/dynamics/${FIRST.id}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIRST.title);
    await expect(page.getByTestId("service-tagline")).toHaveText(/^Split rent, trips and dinners in seconds/);
    for (const name of [
      "Description",
      "Why We Built This",
      "How It Works",
      "Highlights",
      "Benefits",
      "Language Style",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const steps = page.getByTestId("how-it-works").locator("li");
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toHaveText(/^1\s*Create a group/);
    await expect(steps.nth(2)).toHaveText(/^3\s*Choose equal/);
    await expect(steps.nth(3)).toHaveText(/^4\s*Balances update/);
    // The rest of the images follow the lead one.
    await expect(
      page.getByTestId("service-images").locator('img[src="/images/services/bill-splitting-settle.svg"]'),
    ).toBeVisible();
  });

  test("the second image leads on a phone, the first on larger screens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dynamics/${FIRST.id}`);
    expect(await visibleHeroImage(page)).toBe(inlinedPicture("/images/services/bill-splitting-mobile.svg"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => visibleHeroImage(page)).toBe(inlinedPicture("/images/services/bill-splitting-desktop.svg"));
  });

  test("sections without content are left out", async ({ page, sql }) => {
    const id = `e2e-minimal-${randomUUID().slice(0, 8)}`;
    // Published, so its page shows; placed after the seeded services and removed afterwards, so the
    // public list other tests read keeps its order once a console write refreshes it.
    await sql.query(
      `INSERT INTO "Service" (id, title, "tagLine", description, images, highlights, benefits, position, published, "updatedAt")
       VALUES ($1, 'Minimal <i>service</i>', 'Only the basics', 'Just a description.', '{}', '{}', '{}', 100000, true, now())`,
      [id],
    );
    try {
      await page.goto(`/dynamics/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minimal <i>service</i>");
      await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText(["Description"]);
      await expect(page.getByTestId("service-images")).toHaveCount(0);
    } finally {
      await sql.query(`DELETE FROM "Service" WHERE id = $1`, [id]);
    }
  });

  test("a missing service answers 404 with 'Service Not Found' @mobile", async ({ page }) => {
    const response = await page.goto(`/dynamics/no-such-service-${randomUUID().slice(0, 8)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Service Not Found" })).toBeVisible();
    await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Services" }).click();
    await expect(page).toHaveURL(/\/dynamics$/);
  });

  test.describe("when the data layer fails", () => {
    // The server logs the failure and the browser reports the 500: both expected here. The page's view is
    // counted against the same service, so its count fails too.
    test.use(
      expectErrors(
        answered(500, /\/dynamics\/e2e-simulated-outage-[0-9a-f]{8}/),
        SERVER_RENDER_FAILED,
        answered(500, "/api/page-views"),
      ),
    );
    test("shows 'Failed to fetch service. Please try again later.'", async ({ page }) => {
      const response = await page.goto(`/dynamics/e2e-simulated-outage-${randomUUID().slice(0, 8)}`);
      expect(response?.status()).toBe(500);
      await expect(
        page.getByRole("alert").filter({ hasText: "Failed to fetch service. Please try again later." }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/dynamics");
    });
  });
});

test("GET /api/dynamics and /api/dynamics/{id} answer the spec's shapes, images absolute; unknown ids 404", async ({
  request,
  baseURL,
}) => {
  const list = await request.get("/api/dynamics");
  expect(list.status()).toBe(200);
  const services = (await list.json()) as Record<string, unknown>[];
  expect(services.map((s) => s._id)).toEqual(expect.arrayContaining(["seed-service-01", "seed-service-04"]));
  const one = await request.get(`/api/dynamics/${FIRST.id}`);
  expect(await one.json()).toMatchObject({
    _id: FIRST.id,
    title: FIRST.title,
    tagLine: expect.any(String),
    images: expect.arrayContaining([`${baseURL}/images/services/bill-splitting-mobile.svg`]),
    whyWeBuilt: expect.any(String),
    howItWorks: expect.stringContaining("1. Create a group"),
    highlights: expect.any(Array),
    benefits: expect.any(Array),
    languageStyle: expect.any(String),
  });
  const missing = await request.get("/api/dynamics/no-such-service");
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seededPosts } from "./pages/seeded-content";

// The seeded posts (prisma/seed-data): 14 published, newest 'Five Money Habits...' (no tags),
// one without images, four tagged Loans. A console test may publish a post meanwhile (decision 707):
// lists are checked for the seeded posts in order, anything newer only ahead of them, not by length.
const NEWEST = "Five Money Habits Worth Building This Year";
const NO_IMAGE = "What's New in PaisaPilot: Smarter Categories, Shared Budgets and Monthly Reports";
const ALL = seededPosts.map((post) => post.path);
const path = (title: string) => seededPosts.find((post) => post.title.startsWith(title))!.path;

/** Before measuring: React has taken the page over and the web font has loaded. */
async function layoutSettled(page: Page) {
  await expect(page.getByRole("navigation", { name: "Filter posts by tag" })).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

test.describe("blog list", () => {
  test("heading, intro, featured card and the grid of the rest @mobile", async ({ blogListPage: blog, page }) => {
    const response = await blog.goto();
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/crypto and blockchain, product updates, partnerships and user stories/)).toBeVisible();

    await expect(blog.featured).toHaveCount(1);
    // Featured: the newest post, so the newest seeded one unless a console test's is newer still.
    expect(await blog.seededPaths()).toEqual(ALL);
    expect(ALL[0]).toBe("/blog/five-money-habits-worth-building-this-year");
    await expect(blog.card(NEWEST)).toHaveAttribute("href", ALL[0]!);
    await expect(blog.card(NEWEST).getByTestId("post-tag")).toHaveText("General");
    // A slug's words in any script (decision 620), percent-encoded in the link.
    await expect(blog.cards.first()).toHaveAttribute(
      "href",
      /^\/blog\/(?:[a-z0-9]|%[0-9A-F]{2})+(?:-(?:[a-z0-9]|%[0-9A-F]{2})+)*$/,
    );
  });

  test("the grid has three columns on desktop and one on a phone @mobile", async ({ blogListPage: blog, page }) => {
    await blog.goto();
    await layoutSettled(page);
    const columns = await blog.cards.evaluateAll(
      (cards) => new Set(cards.slice(0, 3).map((c) => Math.round(c.getBoundingClientRect().x))).size,
    );
    expect(columns).toBe(page.viewportSize()!.width >= 1024 ? 3 : 1);
  });

  test("cards show the first image, or the placeholder when a post has none", async ({ blogListPage: blog }) => {
    await blog.goto();
    const noImage = blog.card(NO_IMAGE);
    await expect(noImage.getByTestId("image-placeholder")).toBeVisible();
    await expect(noImage.locator("img")).toHaveCount(0);

    const emi = blog.card("EMI 101: How Banks Calculate Your Monthly Payment");
    await expect(emi.locator("img")).toHaveAttribute("src", "/images/blog/emi-101.svg");
    await expect(emi.getByTestId("post-tag")).toHaveText("Loans");
    // The image loads (no broken picture) once it is scrolled to: cards below the fold load lazily.
    await emi.scrollIntoViewIfNeeded();
    await expect
      .poll(() => emi.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test("descriptions are clamped to three lines on desktop and two on a phone @mobile", async ({
    blogListPage: blog,
    page,
  }) => {
    await blog.goto();
    await layoutSettled(page);
    // The second newest seeded post: text long enough to clamp, unlike a console test's post.
    const description = blog.card("User Story: How Karthik").getByTestId("post-description");
    const { lines, clipped } = await description.evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      return { lines: Math.round(el.clientHeight / lineHeight), clipped: el.scrollHeight > el.clientHeight + 1 };
    });
    expect(clipped).toBe(true);
    expect(lines).toBe(page.viewportSize()!.width >= 640 ? 3 : 2);
    await expect(description).not.toContainText("\\n");
  });

  test("the tag filter narrows the list by tag inclusion and keeps the tag in the URL @mobile", async ({
    blogListPage: blog,
    page,
  }) => {
    await blog.goto();
    await expect(blog.filterLink("View all")).toHaveAttribute("aria-current", "page");

    await blog.filterLink("Loans").click();
    await expect(page).toHaveURL(/\/BlogPage\?tag=Loans$/);
    await expect(blog.filterLink("Loans")).toHaveAttribute("aria-current", "page");
    await expect
      .poll(() => blog.seededPaths())
      .toEqual([
        path("Car Loans Explained"),
        path("Rent vs Buy"),
        path("Paying Off Credit Card Debt"),
        path("EMI 101"),
      ]);
    // 'Rent vs Buy' is tagged Savings first and Loans second: inclusion, not first tag.
    await expect(blog.card("Rent vs Buy in Mumbai")).toBeVisible();
    await expect(blog.card(NEWEST)).toHaveCount(0);

    await blog.filterLink("View all").click();
    await expect(page).toHaveURL(/\/BlogPage$/);
    await expect.poll(() => blog.seededPaths()).toEqual(ALL);
  });

  test("a filtered URL opened directly shows the filtered list", async ({ blogListPage: blog, page }) => {
    await blog.goto("User Stories");
    await expect.poll(() => blog.seededPaths()).toEqual([path("User Story: How Karthik")]);

    await blog.goto("No Such Tag");
    await expect(blog.allCards()).toHaveCount(0);
    await expect(page.getByText("No posts tagged “No Such Tag” yet.")).toBeVisible();
  });

  test("a card opens its post", async ({ blogListPage: blog, page }) => {
    await blog.goto();
    await blog.card("EMI 101").click();
    await expect(page).toHaveURL(/\/blog\/emi-101-how-banks-calculate-your-monthly-payment$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "EMI 101: How Banks Calculate Your Monthly Payment",
    );
  });
});

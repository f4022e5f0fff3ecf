import type { Locator, Page } from "@playwright/test";
import { fromFirstSeeded } from "./seeded-content";

/** /BlogPage: the featured card, the grid and the tag filter. */
export class BlogListPage {
  readonly heading: Locator;
  readonly featured: Locator;
  readonly cards: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "News and Insights" });
    this.featured = page.getByTestId("featured-post");
    this.cards = page.getByTestId("post-card");
    this.filter = page.getByRole("navigation", { name: "Filter posts by tag" });
  }

  async goto(tag?: string) {
    const response = await this.page.goto(tag ? `/BlogPage?tag=${encodeURIComponent(tag)}` : "/BlogPage");
    await this.heading.waitFor();
    return response;
  }

  filterLink(name: string): Locator {
    return this.filter.getByRole("link", { name, exact: true });
  }

  /** Every card on the page, featured first. */
  allCards(): Locator {
    return this.page.locator('[data-testid="featured-post"], [data-testid="post-card"]');
  }

  /** Where the cards link, featured first, from the first seeded post on (see fromFirstSeeded). */
  async seededPaths(): Promise<string[]> {
    const paths = await this.allCards().evaluateAll((cards) => cards.map((card) => card.getAttribute("href") ?? ""));
    return fromFirstSeeded(paths);
  }

  card(title: string): Locator {
    return this.allCards().filter({ hasText: title });
  }
}

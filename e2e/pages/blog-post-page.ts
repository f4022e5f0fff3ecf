import type { Locator, Page } from "@playwright/test";
import { slugify } from "@/lib/model/slug";

/** /blog/{slug}. */
export class BlogPostPage {
  readonly title: Locator;
  readonly body: Locator;
  readonly paragraphs: Locator;
  readonly tag: Locator;
  readonly backLink: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { level: 1 });
    this.body = page.getByTestId("post-body");
    this.paragraphs = this.body.locator("p");
    this.tag = page.getByTestId("post-tag");
    this.backLink = page.getByRole("link", { name: "Back to Blog" });
  }

  async gotoSlug(slug: string) {
    return this.page.goto(`/blog/${slug}`);
  }

  async gotoTitle(title: string) {
    return this.gotoSlug(slugify(title));
  }

  async jsonLd(): Promise<Record<string, unknown>> {
    const text = await this.page.locator('script[type="application/ld+json"]').first().textContent();
    return JSON.parse(text ?? "{}") as Record<string, unknown>;
  }
}

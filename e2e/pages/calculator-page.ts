import { expect, type Locator, type Page } from "@playwright/test";

/** Drives one calculator page the way a person does: sliders, text boxes, help items and the share link. */
export class CalculatorPage {
  constructor(
    readonly page: Page,
    readonly path: string,
  ) {}

  async goto(query = "") {
    const response = await this.page.goto(query ? `${this.path}?${query}` : this.path);
    expect(response?.status()).toBe(200);
    // Interactive once the URL-bound calculator has replaced the static fallback.
    await expect(this.page.locator('[data-hydrated="true"]')).toBeVisible();
  }

  slider(label: string): Locator {
    return this.page.getByRole("slider", { name: label, exact: true });
  }

  box(label: string): Locator {
    return this.page.getByRole("textbox", { name: label, exact: true });
  }

  select(label: string): Locator {
    return this.page.getByRole("combobox", { name: label });
  }

  /** The figure shown beside a summary label (see ResultSummary's data-testid). */
  result(testId: string): Locator {
    return this.page.getByTestId(testId).locator("dd");
  }

  async typeAndBlur(label: string, text: string) {
    const box = this.box(label);
    await box.fill(text);
    await box.blur();
  }

  async expectValue(label: string, value: string) {
    await expect(this.box(label)).toHaveValue(value);
    await expect(this.slider(label)).toHaveValue(value);
  }

  /** The debounced URL update has landed and holds this pair. */
  async expectQuery(key: string, value: string) {
    await expect.poll(() => new URL(this.page.url()).searchParams.get(key)).toBe(value);
  }

  helpItem(title: "How to use the calculator?" | "How it works?"): { summary: Locator; details: Locator } {
    const details = this.page.locator("details", { has: this.page.locator("summary", { hasText: title }) });
    return { summary: details.locator("summary"), details };
  }

  learnMore(): Locator {
    return this.page.getByRole("link", { name: "Learn more" });
  }

  /** Both help items open one at a time, and an open one closes. */
  async checkHelpAccordion() {
    const howTo = this.helpItem("How to use the calculator?");
    const howItWorks = this.helpItem("How it works?");
    await expect(howTo.details).not.toHaveAttribute("open");
    await expect(howItWorks.details).not.toHaveAttribute("open");
    await howTo.summary.click();
    await expect(howTo.details).toHaveAttribute("open");
    await howItWorks.summary.click();
    await expect(howItWorks.details).toHaveAttribute("open");
    await expect(howTo.details).not.toHaveAttribute("open");
    await howItWorks.summary.click();
    await expect(howItWorks.details).not.toHaveAttribute("open");
    await howTo.summary.focus();
    await this.page.keyboard.press("Enter");
    await expect(howTo.details).toHaveAttribute("open");
  }
}

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The one accessibility check of the browser suite: WCAG 2.1 A/AA, 2.2 AA (target size) and axe's best practices on the page as it
 * stands. The app has no frames, so axe runs in the page itself ("legacy mode": no blank page opened per
 * check to merge frames' results) and collects only violations, not the passing and incomplete nodes; the
 * rules that run are the same. Together about 2x faster per check (decision 706).
 */
export async function expectNoViolations(page: Page) {
  // Dynamic pages stream their <title> after the content (and again after an action's refresh): check
  // the page as it stands once its title is in, and fail clearly if it never comes.
  await expect(page, "the page has a title").toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

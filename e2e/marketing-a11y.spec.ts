import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const pages = ["/", "/partnerPrice", "/privacyPolicy", "/contact", "/signup", "/account-deletion", "/offer-ended"];

test.describe("accessibility (axe)", () => {
  for (const path of pages) {
    test(`${path} has no axe violations @mobile`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
});

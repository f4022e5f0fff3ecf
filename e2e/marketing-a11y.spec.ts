import { test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";

const pages = ["/", "/partnerPrice", "/privacyPolicy", "/contact", "/signup", "/account-deletion", "/offer-ended"];

test.describe("accessibility (axe)", () => {
  for (const path of pages) {
    test(`${path} has no axe violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
    });
  }
});

import { expect, test } from "./fixtures";

test.describe("pricing ('Partner-up')", () => {
  test("defaults: billed annually, for employee, basic selected; prices from the spec", async ({ page }) => {
    await page.goto("/partnerPrice");
    await expect(page.getByRole("heading", { level: 1, name: "Partner-up" })).toBeVisible();
    await expect(page.getByText("per user per month", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("radio", { name: "Billed Annually" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Billed Quarterly" })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: "For Employee" })).toBeChecked();
    const basic = page.getByTestId("plan-basic");
    const pro = page.getByTestId("plan-pro");
    await expect(page.getByRole("radio", { name: "Basic" })).toBeChecked();
    // Each plan's heading is its name alone, and the plans are one group of choices.
    await expect(page.getByRole("heading", { level: 2, name: "Basic", exact: true })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Plan" }).getByRole("radio")).toHaveCount(2);
    await expect(page.getByRole("radio", { name: "Pro" })).not.toBeChecked();
    await expect(basic.getByText("Selected")).toBeVisible();
    await expect(pro.getByText("Selected")).toBeHidden();
    // What shows: each figure is in the page for both periods, the other one hidden.
    const shown = { useInnerText: true };
    await expect(basic.getByTestId("price")).toHaveText("₹49", shown);
    await expect(basic.getByTestId("list-price")).toContainText("₹129", shown);
    await expect(basic.getByTestId("discount")).toHaveText("-62%", shown);
    await expect(pro.getByTestId("price")).toHaveText("₹79", shown);
    await expect(pro.getByTestId("list-price")).toContainText("₹159", shown);
    await expect(pro.getByTestId("discount")).toHaveText("-50%", shown);
    expect(await basic.locator("s").evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("line-through");
  });

  test("the two plan cards line up: prices and buttons on one line whatever the taglines' length", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/partnerPrice");
    const top = (plan: string, testId: string) =>
      page
        .getByTestId(`plan-${plan}`)
        .getByTestId(testId)
        .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(await top("basic", "price")).toBe(await top("pro", "price"));
    const button = (plan: string) =>
      page
        .getByTestId(`plan-${plan}`)
        .getByRole("link", { name: /Get Started/ })
        .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(await button("basic")).toBe(await button("pro"));
  });

  for (const javaScriptEnabled of [true, false])
    test(`quarterly billing, plan selection and the employer table, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: {} });
      const page = await context.newPage();
      await page.goto("/partnerPrice");
      const shown = { useInnerText: true };
      await page.getByRole("radiogroup", { name: "Billing period" }).getByText("Billed Quarterly").click();
      await expect(page.getByRole("radio", { name: "Billed Quarterly" })).toBeChecked();
      await expect(page.getByTestId("plan-basic").getByTestId("price")).toHaveText("₹59", shown);
      await expect(page.getByTestId("plan-basic").getByTestId("discount")).toHaveText("-54%", shown);
      await expect(page.getByTestId("plan-pro").getByTestId("price")).toHaveText("₹89", shown);
      await expect(page.getByTestId("plan-pro").getByTestId("discount")).toHaveText("-44%", shown);
      await expect(page.getByTestId("plan-pro")).toContainText("billed quarterly", shown);

      // A press anywhere on the card but its link selects the plan; it only highlights.
      await page.getByTestId("plan-pro").click({ position: { x: 40, y: 100 } });
      await expect(page.getByRole("radio", { name: "Pro" })).toBeChecked();
      await expect(page.getByTestId("plan-pro").getByText("Selected")).toBeVisible();
      await expect(page.getByTestId("plan-basic").getByText("Selected")).toBeHidden();
      await expect(page).toHaveURL(/\/partnerPrice$/);

      const table = page.getByTestId("comparison-table");
      await expect(table).toContainText("Knowledge vault", shown);
      await expect(table).not.toContainText("Corporate cash console", shown);
      await page.getByRole("radiogroup", { name: "Audience" }).getByText("For Employer").click();
      await expect(page.getByRole("heading", { name: "Compare plans for employers" })).toBeVisible();
      await expect(table).toContainText("Corporate cash console", shown);
      await expect(table).not.toContainText("Knowledge vault", shown);
      await expect(table.getByRole("row", { name: /Receipt scans/ })).toContainText("10 per month");
      await expect(table.getByRole("row", { name: /Admins/ })).toContainText("Up to 2");
      await expect(table.getByRole("row", { name: /Payroll check/ }).getByText("Not included")).toHaveCount(1);
      await expect(
        table.getByRole("row", { name: /Currency flex/ }).getByText("Included", { exact: true }),
      ).toHaveCount(2);
      await context.close();
    });

  test("the toggles and the plans by keyboard: Tab reaches each group, the arrow keys choose", async ({ page }) => {
    await page.goto("/partnerPrice");
    const period = page.getByRole("radio", { name: "Billed Annually" });
    await period.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: "Billed Quarterly" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Billed Quarterly" })).toBeFocused();
    await expect(page.getByTestId("plan-basic").getByTestId("price")).toHaveText("₹59", { useInnerText: true });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "For Employee" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Basic" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Pro" })).toBeChecked();
  });

  test("'Get Started' goes to /signup", async ({ page }) => {
    await page.goto("/partnerPrice");
    await page.getByRole("link", { name: "Get Started with Pro" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the limited time offer banner and the mobile feature list with ticks and crosses @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/partnerPrice");
    const banner = page.getByRole("note", { name: "Limited Time Offer" });
    await expect(banner).toContainText("first 10 registrations");
    await expect(banner).toContainText("No card details required");
    await expect(page.getByTestId("comparison-table")).toBeHidden();
    const list = page.getByTestId("feature-list");
    await expect(list).toBeVisible();
    const vault = list.getByRole("listitem").filter({ hasText: "Knowledge vault" });
    await expect(vault.locator('[data-value="no"]')).toHaveCount(1);
    await expect(vault.locator('[data-value="yes"]')).toHaveCount(1);
    await expect(list.getByRole("listitem").filter({ hasText: "Budgeting" })).toContainText("Personalised");
  });
});

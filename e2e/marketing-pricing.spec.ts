import { expect, test } from "./fixtures";

test.describe("pricing ('Partner-up')", () => {
  test("defaults: billed annually, for employee, basic selected; prices from the spec", async ({ page }) => {
    await page.goto("/partnerPrice");
    await expect(page.getByRole("heading", { level: 1, name: "Partner-up" })).toBeVisible();
    await expect(page.getByText("per user per month", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Billed Annually" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Billed Quarterly" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "For Employee" })).toHaveAttribute("aria-pressed", "true");
    const basic = page.getByTestId("plan-basic");
    const pro = page.getByTestId("plan-pro");
    await expect(basic).toHaveAttribute("data-selected", "true");
    await expect(pro).toHaveAttribute("data-selected", "false");
    await expect(basic.getByTestId("price")).toHaveText("₹49");
    await expect(basic.getByTestId("list-price")).toContainText("₹129");
    await expect(basic.getByTestId("discount")).toHaveText("-62%");
    await expect(pro.getByTestId("price")).toHaveText("₹79");
    await expect(pro.getByTestId("list-price")).toContainText("₹159");
    await expect(pro.getByTestId("discount")).toHaveText("-50%");
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

  test("quarterly billing, plan selection and the employer table", async ({ page }) => {
    await page.goto("/partnerPrice");
    await page.getByRole("button", { name: "Billed Quarterly" }).click();
    await expect(page.getByTestId("plan-basic").getByTestId("price")).toHaveText("₹59");
    await expect(page.getByTestId("plan-basic").getByTestId("discount")).toHaveText("-54%");
    await expect(page.getByTestId("plan-pro").getByTestId("price")).toHaveText("₹89");
    await expect(page.getByTestId("plan-pro").getByTestId("discount")).toHaveText("-44%");

    await page.getByRole("button", { name: "Pro", exact: true }).click();
    await expect(page.getByTestId("plan-pro")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("plan-basic")).toHaveAttribute("data-selected", "false");
    await expect(page).toHaveURL(/\/partnerPrice$/);

    const table = page.getByTestId("comparison-table");
    await expect(table).toContainText("Knowledge vault");
    await expect(table).not.toContainText("Corporate cash console");
    await page.getByRole("button", { name: "For Employer" }).click();
    await expect(table).toContainText("Corporate cash console");
    await expect(table.getByRole("row", { name: /Receipt scans/ })).toContainText("10 per month");
    await expect(table.getByRole("row", { name: /Admins/ })).toContainText("Up to 2");
    await expect(table.getByRole("row", { name: /Payroll check/ }).getByText("Not included")).toHaveCount(1);
    await expect(table.getByRole("row", { name: /Currency flex/ }).getByText("Included", { exact: true })).toHaveCount(
      2,
    );
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

import { calculate as emi } from "../lib/calculators/emi";
import { calculate as savings } from "../lib/calculators/savings-goal";
import { formatRupees } from "../lib/format/rupees";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// React may also send the rendered boundary in a hidden <div> for scripts to swap in; the first paint is <main>.
const main = (page: Page) => page.getByRole("main");

// Issue 12, item 2: a shared link's first paint is its own figures. Without JavaScript the page is exactly
// its first paint (the HTML as served), so these tests turn scripts off.
test.describe("shared links, first paint", () => {
  test.use({ javaScriptEnabled: false });

  test("an EMI link shows its own inputs and EMI in the HTML as served @mobile", async ({ page }) => {
    const response = await page.goto("/EMICalculator?loanAmount=1000000&annualRate=9&tenureMonths=120");
    expect(response?.status()).toBe(200);
    const expected = emi({ loanAmount: 1000000, annualRate: 9, tenureMonths: 120 });
    await expect(main(page).getByTestId("result-emi").locator("dd")).toHaveText(formatRupees(expected.emi));
    await expect(main(page).getByTestId("result-principal").locator("dd")).toHaveText("₹10,00,000");
    // Without JavaScript the typed boxes are the inputs (the sliders would move and change nothing).
    await expect(page.getByRole("textbox", { name: "Interest rate (per year)", exact: true })).toHaveValue("9");
    // One address for search engines: the plain page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/EMICalculator$/);
  });

  test("another calculator's link too; out-of-range values are clamped, never trusted", async ({ page }) => {
    await page.goto("/SavingsCalculator?target=999999999&current=abc&monthlyContribution=1000&months=12&annualRate=0");
    // target is clamped to its maximum (1,00,000); an unreadable value keeps its default (500).
    const expected = savings({ target: 100000, current: 500, monthlyContribution: 1000, months: 12, annualRate: 0 });
    await expect(main(page).getByTestId("result-end-balance").locator("dd")).toHaveText(
      formatRupees(expected.endBalance),
    );
    await expect(main(page).getByTestId("result-remaining").locator("dd")).toHaveText(formatRupees(expected.remaining));
    await expect(page.getByRole("textbox", { name: "Savings goal", exact: true })).toHaveValue("100000");
  });

  // Issue 51, item 4: the typed boxes submit to the page (a GET form), whose server render has the figures.
  test("a calculator recalculates without JavaScript: Enter or Calculate sends the boxes to the page @mobile", async ({
    page,
  }) => {
    await page.goto("/EMICalculator");
    const box = (name: string) => page.getByRole("textbox", { name, exact: true });
    await expect(page.getByRole("slider")).toHaveCount(0);
    await box("Loan amount").fill("2500000");
    await box("Interest rate (per year)").fill("8.5");
    await box("Loan tenure").fill("240");
    await box("Loan tenure").press("Enter");
    await expect(page).toHaveURL(/\/EMICalculator\?loanAmount=2500000&annualRate=8\.5&tenureMonths=240$/);
    const first = emi({ loanAmount: 2500000, annualRate: 8.5, tenureMonths: 240 });
    await expect(main(page).getByTestId("result-emi").locator("dd")).toHaveText(formatRupees(first.emi));
    expect(formatRupees(first.emi)).toBe("₹21,696");

    await box("Loan amount").fill("3000000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/loanAmount=3000000&annualRate=8\.5&tenureMonths=240$/);
    const second = emi({ loanAmount: 3000000, annualRate: 8.5, tenureMonths: 240 });
    await expect(main(page).getByTestId("result-emi").locator("dd")).toHaveText(formatRupees(second.emi));
    // The copy button needs scripts, so it is not offered.
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  });

  test("a calculator's choices are sent too", async ({ page }) => {
    await page.goto("/TripCostCalculator");
    await page.getByRole("combobox", { name: "Destination" }).selectOption("Tokyo");
    await page.getByRole("textbox", { name: "Members", exact: true }).fill("4");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/destination=Tokyo&accommodation=\w+&.*members=4/);
    await expect(page.getByRole("combobox", { name: "Destination" })).toHaveValue("Tokyo");
    await expect(main(page).getByText("your Tokyo trip").first()).toBeAttached();
  });

  test("a /BlogPage?tag= link lists that tag's posts in the HTML as served @mobile", async ({ page }) => {
    await page.goto("/BlogPage?tag=Loans");
    const filter = page.getByRole("navigation", { name: "Filter posts by tag" });
    await expect(filter.getByRole("link", { name: "Loans" })).toHaveAttribute("aria-current", "page");
    await expect(main(page).getByText("Car Loans Explained").first()).toBeVisible();
    await expect(main(page).getByText("Five Money Habits")).toHaveCount(0);
  });
});

test.describe("a calculator with JavaScript", () => {
  test("Enter in a box applies the value where it is typed and loads no page", async ({ page, calculatorPage }) => {
    const calculator = calculatorPage("/EMICalculator");
    await calculator.goto();
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await calculator.box("Loan amount").fill("2500000");
    await calculator.box("Loan amount").press("Enter");
    await calculator.expectQuery("loanAmount", "2500000");
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    await expect(page.getByRole("button", { name: "Calculate" })).toHaveCount(0);
  });
});

test.describe("shared links stay cheap", () => {
  test("the plain URL and a tracking-only query stay the static page; the twins are not reachable directly", async ({
    request,
  }) => {
    const plain = await request.get("/EMICalculator");
    const tracked = await request.get("/EMICalculator?utm_source=whatsapp");
    const shared = await request.get("/EMICalculator?loanAmount=500000");
    // Prerendered pages are served from the build with Next's prerender marker; the twin renders per request.
    expect(plain.headers()["x-nextjs-prerender"]).toMatch(/^1\b/);
    expect(tracked.headers()["x-nextjs-prerender"]).toMatch(/^1\b/);
    expect(shared.headers()["x-nextjs-prerender"]).toBeUndefined();
    expect(shared.status()).toBe(200);
    expect((await request.get("/shared-link/EMICalculator?loanAmount=500000")).status()).toBe(404);
  });
});

// Issue 24, item 4: a shared calculator link unfurls with its own figures (decision 312).
test.describe("shared links unfurl with their own figures", () => {
  const meta = (html: string, property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

  test("an EMI link's title and og:image name its figures; the image is a 1200x630 PNG", async ({ request }) => {
    const page = await request.get("/EMICalculator?loanAmount=1000000&annualRate=9&tenureMonths=60&utm_source=chat");
    expect(page.status()).toBe(200);
    const html = await page.text();
    const title = "EMI calculator: Monthly EMI ₹20,758";
    expect(meta(html, "og:title")).toBe(title);
    expect(meta(html, "twitter:title")).toBe(title);
    const image = new URL(meta(html, "og:image")!);
    // The page's own inputs only, so one result has one image URL.
    expect(`${image.pathname}${image.search}`).toBe(
      "/share-image/EMICalculator?loanAmount=1000000&annualRate=9&tenureMonths=60",
    );
    expect(meta(html, "twitter:image")).toBe(image.href);
    // og:url is the link with its inputs (Facebook and LinkedIn unfurl the page og:url names); the
    // canonical link stays the plain page.
    const url = new URL(meta(html, "og:url")!);
    expect(`${url.pathname}${url.search}`).toBe("/EMICalculator?loanAmount=1000000&annualRate=9&tenureMonths=60");
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/EMICalculator"/);

    const png = await request.get(`${image.pathname}${image.search}`);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(png.headers()["cache-control"]).toContain("public");
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  test("a malformed shared link still answers 200, with the calculator's own image and title", async ({ request }) => {
    const page = await request.get("/EMICalculator?loanAmount=lots&annualRate=900");
    expect(page.status()).toBe(200);
    const html = await page.text();
    const image = new URL(meta(html, "og:image")!);
    expect(`${image.pathname}${image.search}`).toBe("/share-image/EMICalculator");
    expect(meta(html, "og:title")).not.toContain("Monthly EMI");

    const png = await request.get("/share-image/EMICalculator?loanAmount=lots");
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
    expect((await request.get("/share-image/no-such-page?x=1")).status()).toBe(200);
  });
});

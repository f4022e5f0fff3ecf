import { expect, test } from "./fixtures";
import { seededPosts, seededServices } from "./pages/seeded-content";

const cards = [
  "Information Collection",
  "Use of Information",
  "Sharing of Information",
  "Data Security",
  "User Rights",
  "Cookies and Tracking",
  "Children's Privacy",
  "Social Sharing",
  "Data Retention",
  "User Consent",
  "Third-Party Links",
  "User Responsibilities",
  "Changes to Policy",
  "Contact Us",
];

test.describe("privacy page and SEO extras", () => {
  for (const path of ["/privacyPolicy", "/Privacypolicy"]) {
    test(`${path} shows the 14 cards with one canonical URL @mobile`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { level: 1, name: "Privacy Policies - Terms & conditions" }),
      ).toBeVisible();
      await expect(page.getByTestId("policy-card").getByRole("heading", { level: 2 })).toHaveText(cards);
      await expect(page.getByText(/over 13/)).toBeVisible();
      await expect(page.getByText(/view, update or delete your data/)).toBeVisible();
      await expect(page.getByText(/do not use cookies for tracking/)).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacyPolicy$/);
    });
  }

  test("sitemap.xml lists the static routes, every post and service, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/partnerPrice",
      "/contact",
      "/signup",
      "/privacyPolicy",
      "/account-deletion",
      "/EMICalculator",
      "/BlogPage",
      "/dynamics",
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap).toContain("/blog/emi-101-how-banks-calculate-your-monthly-payment</loc>");
    expect(sitemap).toContain("/dynamics/seed-service-01</loc>");
    // Every seeded post and service, whatever console tests publish or remove meanwhile (decision 707).
    for (const { path } of [...seededPosts, ...seededServices]) expect(sitemap).toContain(`${path}</loc>`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(robots).toContain("Disallow: /api/");
    // A crawler following a tracking link would count a click.
    expect(robots).toContain("Disallow: /go/");
    expect(robots).not.toMatch(/^Host:/m);
  });

  test("the Open Graph image is a PNG", async ({ request }) => {
    const response = await request.get("/opengraph-image");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  test("/download redirects to the provider's download page with the query string", async ({ request }) => {
    const response = await request.get("/download?utm_source=flyer&ref=42", { maxRedirects: 0 });
    expect([302, 307, 308]).toContain(response.status());
    expect(response.headers()["location"]).toBe("https://get.paisapilot.example/download?utm_source=flyer&ref=42");
  });

  test("each page has its own title, description and Open Graph tags", async ({ page }) => {
    for (const [path, title] of [
      ["/partnerPrice", "Pricing – Partner-up | PaisaPilot"],
      ["/contact", "Contact us | PaisaPilot"],
      ["/signup", "Sign up | PaisaPilot"],
      ["/account-deletion", "Account deletion | PaisaPilot"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /PaisaPilot/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    }
  });

  test("the API refuses a flood from one IP with 429 and Retry-After", async ({ request }) => {
    // The request context names one client address of its own for the whole test (e2e/fixtures.ts).
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i++) {
      const r = await request.post("/api/contact", {
        data: { name: "Flood", email: `flood${i}.${Date.now()}@example.com`, message: "m" },
      });
      statuses.push(r.status());
      retryAfter ??= r.headers()["retry-after"];
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

import { randomUUID } from "node:crypto";
import { expectNoViolations } from "./pages/a11y";
import { expect, test } from "./pages/console";

// The console's lists staff work through (decision 612): search, state, order and pages in the URL, by GET
// forms and links. Each test searches for a word of its own, so other tests' records never count.
test.use({ signedInAs: "EDITOR" });

const word = () => `zq${randomUUID().slice(0, 8)}`;

test("an editor filters blog posts to drafts, orders them by the last change and sees their dates", async ({
  page,
  sql,
}) => {
  const w = word();
  await sql.query(
    `INSERT INTO "BlogPost" (id, slug, title, description, images, tags, published, "publishedAt", "createdAt", "updatedAt")
     VALUES ($1 || '-a', $1 || '-a', $1 || ' Draft edited late', 'x', '{}', '{}', false, NULL, TIMESTAMPTZ '2026-11-01 10:00+05:30', TIMESTAMPTZ '2026-11-20 10:00+05:30'),
            ($1 || '-b', $1 || '-b', $1 || ' Draft edited early', 'x', '{}', '{}', false, NULL, TIMESTAMPTZ '2026-11-02 10:00+05:30', TIMESTAMPTZ '2026-11-03 10:00+05:30'),
            ($1 || '-c', $1 || '-c', $1 || ' Published', 'x', '{}', '{}', true, TIMESTAMPTZ '2026-11-05 10:00+05:30', TIMESTAMPTZ '2026-11-04 10:00+05:30', TIMESTAMPTZ '2026-11-05 10:00+05:30')`,
    [w],
  );
  await page.goto("/admin/posts");
  const form = page.getByRole("form", { name: "Filter blog posts" });
  await form.getByLabel("Search posts").fill(w);
  await form.getByLabel("State").selectOption("draft");
  await form.getByLabel("Order").selectOption("updated");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/state=draft&sort=updated/);
  const rows = page.getByRole("table", { name: "Blog posts, last updated first" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`${w} Draft edited late`);
  await expect(rows.nth(1)).toContainText("1 Nov 2026");
  await expect(rows.nth(2)).toContainText(`${w} Draft edited early`);
  await expectNoViolations(page);

  await form.getByLabel("State").selectOption("published");
  await form.getByRole("button", { name: "Apply" }).click();
  const published = page.getByRole("row").filter({ hasText: `${w} Published` });
  await expect(published.getByRole("cell")).toHaveText([
    // The box that selects the row for a bulk action (decision 623).
    "",
    /Published/,
    "",
    /Published/,
    "4 Nov 2026",
    /5 Nov 2026/,
    "5 Nov 2026",
  ]);
});

test("an editor pages through services, 25 a page", async ({ page, sql }) => {
  const w = word();
  await sql.query(
    `INSERT INTO "Service" (id, title, "tagLine", description, images, highlights, benefits, position, published, "updatedAt")
     SELECT $1 || n, $1 || ' service ' || lpad(n::text, 2, '0'), 't', 'd', '{}', '{}', '{}', 100000 + n, n % 2 = 0, now()
     FROM generate_series(1, 27) AS n`,
    [w],
  );
  await page.goto(`/admin/services?q=${w}`);
  const titles = page.getByRole("table", { name: "Services, in their listed order" }).getByRole("link");
  await expect(titles).toHaveCount(25);
  await expect(titles.first()).toHaveText(`${w} service 01`);
  await expect(page.getByText("27 in this list, page 1 of 2")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("navigation", { name: "Services pages" }).getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${w}&page=2`));
  await expect(titles).toHaveText([`${w} service 26`, `${w} service 27`]);
});

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("an admin orders partners by company and keeps the status tab and search", async ({ page, sql }) => {
    const w = word();
    for (const [i, company] of ["Mango Traders", "Amber Foods", "Zest Mart"].entries())
      await sql.query(
        `INSERT INTO "Partner" (id, email, "firstName", "lastName", "phoneNumber", "companyName", "companyAddress", "companyPrivacyUrl", "passwordHash", status, "createdAt", "updatedAt")
       VALUES ($1 || $2, $1 || $2 || '@example.com', 'Asha', 'Rao', '9876543210', $3, 'MG Road', 'https://example.com/p', 'x', 'PENDING', now() - $4::int * INTERVAL '1 day', now())`,
        [w, String(i), `${company} ${w}`, i],
      );
    await page.goto("/admin/partners?status=pending");
    const form = page.getByRole("form", { name: "Search and order partners" });
    await form.getByLabel("Search partners").fill(w);
    await form.getByLabel("Order").selectOption("company");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(page).toHaveURL(/sort=company/);
    // Each row starts with its company (the review buttons repeat it for screen readers).
    const companies = page
      .getByRole("table", { name: "Partners, company, a to z" })
      .getByRole("row")
      .filter({ hasText: w });
    const starts = (names: string[]) => names.map((name) => new RegExp(`^${name} ${w}`));
    await expect(companies).toHaveText(starts(["Amber Foods", "Mango Traders", "Zest Mart"]));
    await expectNoViolations(page);
    await form.getByLabel("Order").selectOption("oldest");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(
      page.getByRole("table", { name: "Partners, signed up, oldest first" }).getByRole("row").filter({ hasText: w }),
    ).toHaveText(starts(["Zest Mart", "Amber Foods", "Mango Traders"]));
  });
});

test("an editor reads the inbox a hundred at a time, older pages by a cursor", async ({ page, sql }) => {
  const w = word();
  await sql.query(
    `INSERT INTO "ContactMessage" (id, name, email, message, "createdAt")
     SELECT $1 || lpad(n::text, 3, '0'), $1 || ' sender ' || n, $1 || n || '@example.com', 'Hello', TIMESTAMPTZ '2026-11-20 10:00+05:30' + n * INTERVAL '1 minute'
     FROM generate_series(1, 101) AS n`,
    [w],
  );
  await page.goto(`/admin/inbox?kind=messages&q=${w}`);
  const items = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(items).toHaveCount(100);
  await expect(items.first()).toContainText(`${w} sender 101`);
  await expectNoViolations(page);
  const pages = page.getByRole("navigation", { name: "Inbox pages" });
  await pages.getByRole("link", { name: "Older →" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${w} sender 1 `);
  await expect(pages.getByRole("link", { name: "Older →" })).toHaveCount(0);
  await pages.getByRole("link", { name: "← Newest" }).click();
  await expect(items).toHaveCount(100);
});

import { randomUUID } from "node:crypto";
import { expect, test } from "./pages/console";

// Every partner's Home shows the three newest published announcements, whoever wrote them: the tests
// that publish one run one after the other, or each would push the other's out of the top three.
test.describe.configure({ mode: "serial" });

test("Home shows only the three newest published announcements", async ({ page, sql, signedInPartner }) => {
  void signedInPartner;
  const tag = randomUUID().slice(0, 6);
  const add = (title: string, publishedAt: string | null) =>
    sql.query(
      `INSERT INTO "Announcement" (id, title, body, "publishedAt", "updatedAt") VALUES ($1, $2, 'Details inside', ${publishedAt ?? "NULL"}, now())`,
      [`e2ea${randomUUID().replaceAll("-", "")}`, title],
    );
  // Published a few seconds ago, so newer than every seeded announcement; a draft and a future one never show.
  await add(`Oldest ${tag}`, "now() - interval '4 seconds'");
  await add(`Third ${tag}`, "now() - interval '3 seconds'");
  await add(`Draft ${tag}`, null);
  await add(`Second ${tag}`, "now() - interval '2 seconds'");
  await add(`Future ${tag}`, "now() + interval '30 days'");
  await add(`Newest ${tag}`, "now() - interval '1 second'");
  await page.goto("/dashboard");
  const list = page.getByRole("region", { name: "Announcement" }).getByRole("listitem");
  await expect(list).toHaveCount(3);
  await expect(list.getByRole("heading")).toHaveText([`Newest ${tag}`, `Second ${tag}`, `Third ${tag}`]);
  await expect(page.getByText(`Draft ${tag}`)).toHaveCount(0);
  await expect(page.getByText(`Future ${tag}`)).toHaveCount(0);
});

test("a long announcement keeps its line breaks and opens in full with the keyboard, with and without JavaScript", async ({
  page,
  browser,
  sql,
  signedInPartner,
  baseURL,
}) => {
  void signedInPartner;
  const title = `Festive window ${randomUUID().slice(0, 6)}`;
  const lines = [
    "Offers listed by Friday go live on Diwali morning.",
    "Coupons with a code need it in the description too.",
    "Questions: reply to this announcement's e-mail.",
    "Last line, past any two-line preview.",
  ];
  await sql.query(
    `INSERT INTO "Announcement" (id, title, body, "publishedAt", "updatedAt") VALUES ($1, $2, $3, now() - interval '1 second', now())`,
    [`e2ea${randomUUID().replaceAll("-", "")}`, title, lines.join("\n")],
  );
  await page.goto("/dashboard");
  const item = page.getByRole("region", { name: "Announcement" }).getByRole("listitem").filter({ hasText: title });
  const readMore = item.getByText("Read more");
  await expect(readMore).toBeVisible();
  // Two lines show, the rest cut off, until the reader asks for it.
  const preview = item.locator("p").first();
  expect(await preview.evaluate((p) => p.scrollHeight > p.clientHeight)).toBe(true);
  await expect(item.locator("details p")).toBeHidden();

  await item.locator("summary").focus();
  await page.keyboard.press("Enter");
  const full = item.locator("details p");
  await expect(full).toBeVisible();
  // Each line on a line of its own, as written.
  expect(await full.innerText()).toBe(lines.join("\n"));
  await expect(item.getByText("Show less")).toBeVisible();
  await expect(item.locator("summary")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(full).toBeHidden();

  // Without JavaScript the disclosure is the browser's own.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  await noScript.goto("/dashboard");
  const plain = noScript.getByRole("region", { name: "Announcement" }).getByRole("listitem").filter({ hasText: title });
  await plain.getByText("Read more").click();
  await expect(plain.locator("details p")).toBeVisible();
  expect(await plain.locator("details p").innerText()).toBe(lines.join("\n"));
  await context.close();
});

test.describe("as an editor", () => {
  test.use({ signedInAs: "EDITOR" });

  test("an editor publishes an announcement onto every partner's Home, asked first, then unpublishes it", async ({
    page,
    context,
    sql,
    signedInPartner,
  }) => {
    void signedInPartner;
    const title = `Festive listing window ${randomUUID().slice(0, 6)}`;
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Announcements" }).click();
    const form = page.getByRole("region", { name: "New announcement" });
    await form.getByLabel("Title").fill(title);
    // Publishing reaches every partner at once: Enter in the title sends nothing, the button asks first,
    // and Cancel publishes nothing (console review 2026-11-30).
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") sent.push(request.url());
    });
    await form.getByLabel("Title").press("Enter");
    const publish = form.getByRole("button", { name: "Save and publish" });
    const asked = page.getByRole("alertdialog", { name: "Publish to every partner?" });
    await publish.click();
    await asked.getByRole("button", { name: "Cancel" }).click();
    await expect(asked).toBeHidden();
    await expect(publish).toBeFocused();
    expect((await sql.query(`SELECT 1 FROM "Announcement" WHERE title = $1`, [title])).rowCount).toBe(0);
    await publish.click();
    await asked.getByRole("button", { name: "Publish" }).click();
    await expect(form.getByRole("alert")).toHaveText("Text is required");
    // The one request is the confirmed publish: neither Enter nor Cancel sent one before it.
    expect(sent).toHaveLength(1);
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await form.getByLabel("Text").fill("Offers listed by Friday go live on Diwali morning.");
    await form.getByRole("button", { name: "Save and publish" }).click();
    await asked.getByRole("button", { name: "Publish" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Published: partners see it on their Home now." }),
    ).toBeVisible();
    const row = page
      .getByRole("list", { name: "Announcements, published first" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(row).toContainText(title);
    await expect(row).toContainText("On partners' Home");

    const partnerPage = await context.newPage();
    await partnerPage.goto("/dashboard");
    const home = partnerPage.getByRole("region", { name: "Announcement" }).getByRole("listitem");
    await expect(home.first()).toContainText(title);
    await expect(home.first()).toContainText("Offers listed by Friday go live on Diwali morning.");

    await row.getByRole("link", { name: title }).click();
    await page.getByRole("button", { name: "Save and unpublish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Unpublished: partners no longer see it." })).toBeVisible();
    await partnerPage.reload();
    await expect(partnerPage.getByText(title)).toHaveCount(0);
  });
});

import { randomUUID } from "node:crypto";
import { expectNoViolations } from "./pages/a11y";
import { expect, insertDraftPost, test } from "./pages/console";

// Issue 50, H1: a refused save shows the whole text again, however long (a post holds 50,000
// characters), with JavaScript and without it.
test.use({ signedInAs: "EDITOR" });

const MARKER = "THE-END-MARKER";
/** A post text of exactly 50,000 characters, the most a post holds, ending with MARKER. */
const LONG_TEXT = `${"Plan the month's spending before it starts; बजट पहले, खर्च बाद में. ".repeat(800).slice(0, 50_000 - MARKER.length)}${MARKER}`;

test("a post refused for its image address keeps its whole 50,000-character text", async ({ page, sql }) => {
  const title = `Long read ${randomUUID().slice(0, 6)}`;
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill(LONG_TEXT);
  // This machine's address: refused before any request is made.
  await page.getByLabel(/^Image URLs/).fill("https://127.0.0.1/cover.png");
  await page.getByLabel(/^What each image shows/).fill("A festive cover");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("main").getByRole("alert").first()).toContainText("it is not on the public internet");
  await expect(page.getByLabel(/^Image URLs/)).toBeFocused();
  const kept = await page.getByLabel("Text").inputValue();
  expect({ length: kept.length, end: kept.slice(-MARKER.length) }).toEqual({ length: 50_000, end: MARKER });
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expectNoViolations(page);
  expect((await sql.query(`SELECT id FROM "BlogPost" WHERE title = $1`, [title])).rowCount).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a post someone else saved meanwhile is refused, and the whole text comes back to copy", async ({
    page,
    sql,
  }) => {
    const title = `Shared read ${randomUUID().slice(0, 6)}`;
    const post = await insertDraftPost(sql, title, "First version.");
    await page.goto(`/admin/posts/${post.id}`);
    // Another editor saves while this one types.
    await sql.query(
      `UPDATE "BlogPost" SET description = 'Their version.', "updatedAt" = "updatedAt" + interval '1 second' WHERE id = $1`,
      [post.id],
    );
    await page.getByLabel("Text").fill(LONG_TEXT);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("main").getByRole("alert").first()).toContainText("Your text is still here");
    const kept = await page.getByLabel("Text").inputValue();
    expect({ length: kept.length, end: kept.slice(-MARKER.length) }).toEqual({ length: 50_000, end: MARKER });
    const saved = await sql.query(`SELECT description FROM "BlogPost" WHERE id = $1`, [post.id]);
    expect(saved.rows[0]).toEqual({ description: "Their version." });
  });
});

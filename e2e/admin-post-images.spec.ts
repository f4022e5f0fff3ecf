import { randomUUID } from "node:crypto";
import { expectNoViolations } from "./pages/a11y";
import { expect, insertDraftPost, openEditor, test } from "./pages/console";

// Decision 616: an image address that does not load is refused when the post is saved, next to the
// field, and nothing typed is lost. The address is this machine's, refused before any request: the
// test never reaches the internet.
test.use({ signedInAs: "EDITOR" });

test("a post saved with an image address that does not load shows the field error and keeps the text", async ({
  page,
  sql,
}) => {
  const title = `Festive budget ${randomUUID().slice(0, 6)}`;
  const text = "Plan the gifts first.\nThen the sweets.";
  const images = "https://127.0.0.1/festive-cover.png";
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill(text);
  await page.getByLabel("Tags (comma-separated)").fill("Festivals, Budget");
  await page.getByLabel(/^Image URLs/).fill(images);
  await page.getByLabel(/^What each image shows/).fill("A festive shopping bag");
  for (const button of ["Save draft", "Save and publish"]) {
    await page.getByRole("button", { name: button }).click();
    const field = page.getByLabel(/^Image URLs/);
    await expect(page.getByRole("main").getByRole("alert").first()).toHaveText(
      `The image at ${images} could not be loaded: it is not on the public internet. Check the address, or upload the image.`,
    );
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Text")).toHaveValue(text);
    await expect(page.getByLabel("Tags (comma-separated)")).toHaveValue("Festivals, Budget");
    await expect(field).toHaveValue(images);
  }
  await expectNoViolations(page);
  const rows = await sql.query(`SELECT id FROM "BlogPost" WHERE title = $1`, [title]);
  expect(rows.rowCount).toBe(0);
});

test("a refused save does not stand under the last save's 'Saved.' (console m3)", async ({ page, sql }) => {
  const { id } = await insertDraftPost(sql, `Saved first ${randomUUID().slice(0, 6)}`, "A draft.");
  await openEditor(page, `/admin/posts/${id}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\?done=saved$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await page.getByLabel(/^Image URLs/).fill("https://127.0.0.1/cover.png");
  await page.getByLabel(/^What each image shows/).fill("A cover");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByLabel(/^Image URLs/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Saved.", { exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/done=/);

  // A save that goes through says so again.
  await page.getByLabel(/^Image URLs/).fill("");
  await page.getByLabel(/^What each image shows/).fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
});

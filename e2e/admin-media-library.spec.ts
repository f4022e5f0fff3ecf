import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./pages/a11y";
import { expect, test } from "./pages/console";
import { screenshotWidths } from "./pages/screenshots";

// Issue 50, capability 3 (decision 626): an image uploaded in the editor needs its alt text before the
// post saves; the public page, its Open Graph and its JSON-LD carry that text; the media library lists
// the upload with its size, dimensions, uploader and uses; another post reuses it from the library by
// keyboard, alt text included; an unused image is deleted after a question, and focus comes back.

const png = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0b7a75" } })
    .png()
    .toBuffer();

const ALT = "A Diwali shopping bag with a 20% off tag";

async function newPost(page: Page, title: string) {
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("Plan the gifts first.");
}

test("alt text is required for an uploaded image and reaches the page, Open Graph and JSON-LD", async ({
  page,
  signedInEditor,
  visitor,
}) => {
  const title = `Festive offers ${randomUUID().slice(0, 6)}`;
  const fileName = `diwali-${randomUUID().slice(0, 6)}.png`;
  test.setTimeout(90_000); // an upload, a publication, the public page, the library and the picker, each checked by axe
  await newPost(page, title);
  await page
    .getByLabel("Upload an image")
    .setInputFiles({ name: fileName, mimeType: "image/png", buffer: await png(640, 427) });
  await expect(page.getByRole("status").filter({ hasText: `Added ${fileName} as image 1.` })).toHaveText(
    `Added ${fileName} as image 1. Say what it shows on line 1 of “What each image shows”.`,
  );
  await expect(page.getByLabel(/^Image URLs/)).toHaveValue(/^\/uploads\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
  await expect(page.getByText("Not described yet: say what it shows on line 1.")).toBeVisible();

  // Refused by the server without alt text; the field says why and takes the focus.
  await page.getByRole("button", { name: "Save and publish" }).click();
  const alts = page.getByLabel(/^What each image shows/);
  await expect(alts).toHaveAttribute("aria-invalid", "true");
  await expect(alts).toBeFocused();
  await expect(page.getByRole("main").getByRole("alert").first()).toHaveText(
    "Alt text is required for each image: image 1 has none. Say what each image shows, one line per image, in the order of the images.",
  );
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expectNoViolations(page);
  await screenshotWidths(page, "admin-post-alt-text-required", { fullPage: true });

  await alts.fill(ALT);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/[^/?]+\?done=published$/);

  // The public page: the cover's alt, the second Open Graph image with its alt, JSON-LD's caption.
  const path = await page.getByRole("link", { name: "View on the site" }).getAttribute("href");
  await visitor.goto(path!);
  await expect(visitor.getByRole("img", { name: ALT })).toBeVisible();
  const ogAlts = await visitor
    .locator('meta[property="og:image:alt"]')
    .evaluateAll((m) => m.map((e) => e.getAttribute("content")));
  expect(ogAlts).toEqual([title, ALT]);
  const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!) as {
    image: unknown[];
  };
  expect(ld.image[1]).toMatchObject({
    "@type": "ImageObject",
    caption: ALT,
    url: expect.stringMatching(/\/uploads\//),
  });

  // The library lists it with its size, dimensions, uploader and the post that uses it.
  await page.goto("/admin/media");
  const row = page.getByRole("row").filter({ hasText: fileName });
  await expect(row).toContainText(/\d+(\.\d)? KB/);
  await expect(row).toContainText("PNG · 640 × 427 px");
  await expect(row).toContainText(signedInEditor.name);
  await expect(row.getByRole("link", { name: title })).toBeVisible();
  await expect(row).toContainText("In use: remove it there to delete it.");
  await expect(row.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expectNoViolations(page);
  await screenshotWidths(page, "admin-media-library");

  // Another post reuses it from the library by keyboard; its alt text comes along; focus comes back.
  await newPost(page, `Reuse ${randomUUID().slice(0, 6)}`);
  const opener = page.getByRole("button", { name: "Choose from the library" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose an image from the library" });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await screenshotWidths(page, "admin-media-picker");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  const choice = dialog.getByRole("button", { name: new RegExp(fileName.replace(".", "\\.")) });
  await choice.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByLabel(/^Image URLs/)).toHaveValue(/^\/uploads\/.+\.png$/);
  await expect(alts).toHaveValue(ALT);
  await expect(page.getByRole("status").filter({ hasText: "with the alt it has elsewhere" })).toBeVisible();
});

test("an unused image is deleted after a question; Cancel and the deletion each put the focus back", async ({
  page,
  signedInEditor,
  sql,
}) => {
  const fileName = `spare-${randomUUID().slice(0, 6)}.png`;
  const key = `e2e-${randomBytes(12).toString("hex")}.png`;
  await sql.query(
    `INSERT INTO "Upload" (id, key, url, "contentType", size, "fileName", width, height, "staffId")
     VALUES ($1, $2, $3, 'image/png', 250880, $4, 1200, 630, $5)`,
    [`e2e${randomUUID().replaceAll("-", "")}`, key, `/uploads/${key}`, fileName, signedInEditor.id],
  );
  await page.goto("/admin/media");
  const row = page.getByRole("row").filter({ hasText: fileName });
  await expect(row).toContainText("245 KB");
  await expect(row).toContainText("1200 × 630 px");
  await expect(row).toContainText("Not used");

  const remove = row.getByRole("button", { name: `Delete ${fileName}` });
  await remove.focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("alertdialog", { name: `Delete ${fileName}?` });
  await expect(question).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();

  await page.keyboard.press("Enter");
  await question.getByRole("button", { name: "Delete image" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText(`Deleted ${fileName}.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  // The row went with its button: focus is on the library, not lost to the page.
  await expect(page.locator("#media-heading")).toBeFocused();
  expect((await sql.query(`SELECT 1 FROM "Upload" WHERE key = $1`, [key])).rowCount).toBe(0);
});

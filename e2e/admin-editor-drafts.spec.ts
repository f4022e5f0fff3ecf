import { randomUUID } from "node:crypto";
import { expectNoViolations } from "./pages/a11y";
import { expect, insertDraftPost, insertDraftService, openEditor, test } from "./pages/console";

// Issue 50, capability 1 (decisions 624, 625): an editor that never loses text. What is typed is kept as
// the staff member's own draft and offered back after a reload or a refused save; every save keeps a
// version that can be loaded back into the form. Drafts only: nothing here is published.
test.use({ signedInAs: "EDITOR" });

const shot = (name: string) => test.info().outputPath(`${name}.png`);

test("typed text survives a reload: the draft is offered back, restored by keyboard, and gone after the save", async ({
  page,
  sql,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = `Draft keeper ${randomUUID().slice(0, 6)}`;
  const post = await insertDraftPost(sql, title, "The saved text.");
  await openEditor(page, `/admin/posts/${post.id}`);
  await page.getByLabel("Text").fill("The saved text.\n\nA paragraph typed and never saved.");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toContainText("IST");

  await page.reload();
  const offer = page.getByRole("region", { name: /^Restore your unsaved changes from .* IST\?$/ });
  await expect(offer).toBeVisible();
  await expect(page.getByLabel("Text")).toHaveValue("The saved text.");
  await expectNoViolations(page);
  await page.screenshot({ path: shot("editor-restore-offer-1440"), fullPage: true });

  await offer.getByRole("button", { name: "Restore" }).focus();
  await page.keyboard.press("Enter");
  await expect(offer).toBeHidden();
  await expect(page.getByLabel("Text")).toHaveValue("The saved text.\n\nA paragraph typed and never saved.");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/done=saved/);
  await expect(page.getByLabel("Text")).toHaveValue("The saved text.\n\nA paragraph typed and never saved.");
  const drafts = await sql.query(`SELECT 1 FROM "ContentDraft" WHERE "recordId" = $1`, [post.id]);
  expect(drafts.rowCount).toBe(0);
  await page.reload();
  await expect(page.getByRole("region", { name: /^Restore your unsaved changes/ })).toHaveCount(0);
});

test("text typed before the editor's script runs is kept once it runs, and kept as a draft", async ({ page, sql }) => {
  const post = await insertDraftPost(sql, `Typed early ${randomUUID().slice(0, 6)}`, "The saved text.");
  // The page's scripts wait until the text is typed: what a slow phone shows between the HTML and React.
  let scriptsMayLoad!: () => void;
  const typedFirst = new Promise<void>((resolve) => (scriptsMayLoad = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await typedFirst;
    await route.continue();
  });
  await page.goto(`/admin/posts/${post.id}`, { waitUntil: "domcontentloaded" });
  const text = page.getByLabel("Text");
  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" Typed before the script.");
  scriptsMayLoad();

  await expect(page.locator('form[data-hydrated="true"]')).toBeAttached();
  await expect(text).toHaveValue("The saved text. Typed before the script.");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toContainText("IST");
  const draft = await sql.query(`SELECT fields FROM "ContentDraft" WHERE "recordId" = $1`, [post.id]);
  expect(draft.rows[0]?.fields).toMatchObject({ description: "The saved text. Typed before the script." });
});

test("a save refused because someone else saved keeps the draft; Discard removes it", async ({ page, sql }) => {
  const title = `Contested ${randomUUID().slice(0, 6)}`;
  const post = await insertDraftPost(sql, title, "First version.");
  await openEditor(page, `/admin/posts/${post.id}`);
  // Another editor saves while this one types.
  await sql.query(`UPDATE "BlogPost" SET description = 'Their version.', "updatedAt" = now() WHERE id = $1`, [post.id]);
  await page.getByLabel("Text").fill("My version, typed meanwhile.");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("main").getByRole("alert").first()).toContainText("Your text is still here");

  await openEditor(page, `/admin/posts/${post.id}`);
  const offer = page.getByRole("region", { name: /^Restore your unsaved changes/ });
  await expect(page.getByLabel("Text")).toHaveValue("Their version.");
  await offer.getByRole("button", { name: "Discard" }).click();
  await expect(offer).toBeHidden();
  await expect(async () => {
    const drafts = await sql.query(`SELECT 1 FROM "ContentDraft" WHERE "recordId" = $1`, [post.id]);
    expect(drafts.rowCount).toBe(0);
  }).toPass();
  await page.reload();
  await expect(page.getByLabel("Text")).toHaveValue("Their version.");
  await expect(offer).toHaveCount(0);
});

test("History lists each save with who and when; Restore loads a version into the form, unsaved", async ({
  page,
  sql,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = `Versioned ${randomUUID().slice(0, 6)}`;
  const post = await insertDraftPost(sql, title, "Version zero.");
  await openEditor(page, `/admin/posts/${post.id}`);
  for (const text of ["Version one.", "Version two."]) {
    await page.getByLabel("Text").fill(text);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByLabel("Text")).toHaveValue(text);
    await expect(page).toHaveURL(/done=saved/);
  }
  const history = page.getByRole("region", { name: "History" });
  const rows = history.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(/IST · .+ \(current\)/);

  await rows
    .nth(1)
    .getByRole("button", { name: /^Restore the version of / })
    .click();
  await expect(history.getByRole("status")).toContainText("It is not saved until you save.");
  await expect(page.getByLabel("Text")).toHaveValue("Version one.");
  const stored = await sql.query(`SELECT description FROM "BlogPost" WHERE id = $1`, [post.id]);
  expect(stored.rows[0]).toEqual({ description: "Version two." });
  await expectNoViolations(page);
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("editor-history-1440") });
});

test("the preview beside the form shows the unsaved text as the public page renders it", async ({ page, sql }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = `Previewed ${randomUUID().slice(0, 6)}`;
  const post = await insertDraftPost(sql, title, "Saved paragraph.");
  await openEditor(page, `/admin/posts/${post.id}`);
  await expect(page.getByRole("region", { name: "Preview (as saved)" }).getByTestId("post-body")).toHaveText(
    "Saved paragraph.",
  );
  await page.getByLabel("Text").fill("First new paragraph.\n\nSecond new paragraph.");
  await page.getByRole("group", { name: "Preview" }).getByRole("button", { name: "With your changes" }).click();
  const live = page.getByRole("region", { name: "Preview (your changes, not saved yet)" });
  await expect(live.getByTestId("post-body").locator("p")).toHaveText([
    "First new paragraph.",
    "Second new paragraph.",
  ]);
  await page.getByLabel("Title").fill(`${title} renamed`);
  await expect(live.getByRole("heading", { level: 2, name: `${title} renamed` })).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: shot("editor-live-preview-1440") });
  // Nothing was saved by previewing.
  const stored = await sql.query(`SELECT description FROM "BlogPost" WHERE id = $1`, [post.id]);
  expect(stored.rows[0]).toEqual({ description: "Saved paragraph." });
});

test("a service's draft survives a reload too: the typed field comes back, the others stay as saved", async ({
  page,
  sql,
}) => {
  const title = `Drafted service ${randomUUID().slice(0, 6)}`;
  const id = await insertDraftService(sql, {
    title,
    tagLine: "Saved tagline.",
    description: "Saved description.",
    highlights: [],
    benefits: [],
  });
  await openEditor(page, `/admin/services/${id}`);
  await page.getByLabel("Tagline").fill("A tagline typed and never saved.");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await page.reload();
  await page
    .getByRole("region", { name: /^Restore your unsaved changes/ })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(page.getByLabel("Tagline")).toHaveValue("A tagline typed and never saved.");
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("Saved description.");
  await expectNoViolations(page);
});

test("a save right after typing leaves no draft behind: the pending draft write is cancelled by the save", async ({
  page,
  sql,
}) => {
  await page.clock.install();
  const post = await insertDraftPost(sql, `Quick save ${randomUUID().slice(0, 6)}`, "Before.");
  await openEditor(page, `/admin/posts/${post.id}`);
  await page.getByLabel("Text").fill("Typed and saved at once.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/done=saved/);
  // Past the autosave delay: a draft write still pending from the typing would run now.
  await page.clock.runFor(5000);
  await expect(page.getByRole("status").filter({ hasText: /Saving a draft|Draft saved/ })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  const drafts = await sql.query(`SELECT 1 FROM "ContentDraft" WHERE "recordId" = $1`, [post.id]);
  expect(drafts.rowCount).toBe(0);
});

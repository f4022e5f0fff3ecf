import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { insertDraftPost, openEditor, expect, test } from "./pages/console";
import { pauseClockSoon } from "./fixtures";

// Leaving a console form that holds unsaved text (decisions 839, 844): a link, Back and Forward ask
// first, and staying keeps the text; a post's draft still waiting to be written is written as it is left.

/**
 * The browser's own Back (-1) or Forward (1) button: a traversal the browser starts, as its toolbar's does
 * (Playwright's goBack waits for a traversal the page may cancel, and would wait for ever).
 */
async function pressHistory(page: Page, step: -1 | 1) {
  const browser = await page.context().newCDPSession(page);
  const { currentIndex, entries } = await browser.send("Page.getNavigationHistory");
  await browser.send("Page.navigateToHistoryEntry", { entryId: entries[currentIndex + step]!.id });
  await browser.detach();
}

const LEAVE = "Leave this page? What you typed has not been saved.";

test.describe("as an editor", () => {
  test.use({ signedInAs: "EDITOR" });

  test("leaving an announcement with unsaved text asks first; staying keeps it", async ({ page }) => {
    await page.goto("/admin/announcements");
    const form = page.getByRole("region", { name: "New announcement" });
    await expect(form.locator('form[data-hydrated="true"]')).toBeAttached();
    const overview = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Overview" });
    // Nothing typed: nothing to ask about.
    await overview.click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/announcements");
    await expect(form.locator('form[data-hydrated="true"]')).toBeAttached();
    await form.getByLabel("Text").fill("Half a thought, not saved.");
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await overview.click();
    await expect.poll(() => asked).toEqual(["Leave this page? What you typed has not been saved."]);
    await expect(page).toHaveURL(/\/admin\/announcements$/);
    await expect(form.getByLabel("Text")).toHaveValue("Half a thought, not saved.");
    page.once("dialog", (dialog) => void dialog.accept());
    await overview.click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("Back and Forward with unsaved text ask first; staying keeps the text where it was", async ({ page }) => {
    await page.goto("/admin");
    const sidebar = page.getByRole("navigation", { name: "Console" });
    await sidebar.getByRole("link", { name: "Announcements" }).click();
    const form = page.getByRole("region", { name: "New announcement" });
    await expect(form.locator('form[data-hydrated="true"]')).toBeAttached();
    // Nothing typed: nothing to ask about. The overview is left ahead, for Forward.
    await sidebar.getByRole("link", { name: "Overview" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/announcements$/);
    await expect(form.locator('form[data-hydrated="true"]')).toBeAttached();
    await form.getByLabel("Text").click();
    await form.getByLabel("Text").pressSequentially("Typed, then Forward and Back.");
    const asked: string[] = [];
    const answer = (leave: boolean) =>
      page.once("dialog", (dialog) => {
        asked.push(dialog.message());
        void (leave ? dialog.accept() : dialog.dismiss());
      });
    for (const [step, button] of [
      [1, "Forward"],
      [-1, "Back"],
    ] as const) {
      answer(false);
      await pressHistory(page, step);
      await expect.poll(() => asked.length, button).toBe(step === 1 ? 1 : 2);
      await expect(page, button).toHaveURL(/\/admin\/announcements$/);
      await expect(form.getByLabel("Text"), button).toHaveValue("Typed, then Forward and Back.");
    }
    answer(true);
    await pressHistory(page, -1);
    await expect(page).toHaveURL(/\/admin$/);
    expect(asked).toEqual([LEAVE, LEAVE, LEAVE]);
  });

  test("a new post left a moment after typing is offered back as a draft", async ({ page, sql }) => {
    const post = await insertDraftPost(sql, `Left early ${randomUUID().slice(0, 6)}`, "The saved text.");
    await page.clock.install();
    await openEditor(page, `/admin/posts/${post.id}`);
    // The page's clock stops: the autosave's wait never ends, so only leaving can write the draft.
    await pauseClockSoon(page);
    await page.getByLabel("Text").fill("The saved text.\n\nTyped, then the page was left at once.");
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Overview" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect
      .poll(async () => (await sql.query(`SELECT 1 FROM "ContentDraft" WHERE "recordId" = $1`, [post.id])).rowCount)
      .toBe(1);
    await openEditor(page, `/admin/posts/${post.id}`);
    const offer = page.getByRole("region", { name: /^Restore your unsaved changes/ });
    await offer.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByLabel("Text")).toHaveValue("The saved text.\n\nTyped, then the page was left at once.");
  });
});

import { randomUUID } from "node:crypto";
import { createStaff, expect, test } from "./fixtures";
import { enrolAdmin, ownAddress, submitPassword } from "./pages/console";

test.beforeEach(async ({ page }) => ownAddress(page));

test("an editor writes a draft, previews it, publishes it onto /BlogPage without a rebuild, and unpublishes it", async ({
  page,
  browser,
  sql,
}) => {
  // A long flow over several screens (10-20 s on an idle machine): room for CI's two workers.
  test.setTimeout(90_000);
  const editor = await createStaff(sql, "EDITOR");
  const title = `Monsoon savings plan ${randomUUID().slice(0, 6)}`;
  await submitPassword(page, editor);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Blog posts" }).click();
  await page.getByRole("link", { name: "New post" }).click();

  // A refused save keeps what was typed.
  await page.getByLabel("Tags (comma-separated)").fill("Savings, Monsoon");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("main").getByRole("alert").first()).toHaveText("Title is required");
  await expect(page.getByLabel("Tags (comma-separated)")).toHaveValue("Savings, Monsoon");

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("Put aside a little every week.\nRain or shine.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const preview = page.getByRole("region", { name: "Preview (as saved)" });
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByTestId("post-body")).toContainText("Rain or shine.");
  const slug = (await page
    .getByRole("main")
    .getByText(/^\/blog\//)
    .first()
    .textContent())!.replace("/blog/", "");

  const visitor = await browser.newPage();
  await visitor.goto("/BlogPage");
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await visitor.goto(`/blog/${slug}`))!.status()).toBe(404);

  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: it is on /BlogPage now." })).toBeVisible();
  await visitor.goto("/BlogPage");
  await expect(visitor.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);

  // The same title again gets an address of its own.
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("A second take.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("main").getByText(`/blog/${slug}-2`)).toBeVisible();

  await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`);
  await page
    .getByRole("row")
    .filter({ hasText: `/blog/${slug}` })
    .filter({ hasText: "Published" })
    .getByRole("link")
    .click();
  await page.getByRole("button", { name: "Save and unpublish" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Unpublished: it is no longer on the public site." }),
  ).toBeVisible();
  await visitor.goto("/BlogPage");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});

test("the admin's audit log shows a post being published and deleted", async ({ page, sql }) => {
  const admin = await createStaff(sql, "ADMIN");
  await enrolAdmin(page, admin);
  const title = `Audit trail post ${randomUUID().slice(0, 6)}`;
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("Body.");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: it is on /BlogPage now." })).toBeVisible();
  await page.getByText("Delete this post").click();
  await page.getByRole("button", { name: "Delete post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post deleted." })).toBeVisible();
  await page.goto(`/admin/audit?q=${encodeURIComponent(title)}`);
  const entries = page.getByRole("list", { name: "Audit entries, newest first" }).getByRole("listitem");
  await expect(entries.filter({ hasText: `Published the post “${title}”` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `Deleted the post “${title}”` })).toHaveCount(1);
});

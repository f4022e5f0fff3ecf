import { randomUUID } from "node:crypto";
import { expect, insertDraftPost, openEditor, test } from "./pages/console";

// An editor's post from draft to the public site and back, one step per test, each on its own post.
test.use({ signedInAs: "EDITOR" });

test("a refused save keeps what was typed", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Blog posts" }).click();
  await page.getByRole("link", { name: "New post" }).click();
  await page.getByLabel("Tags (comma-separated)").fill("Savings, Monsoon");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("main").getByRole("alert").first()).toHaveText("Title is required");
  await expect(page.getByLabel("Tags (comma-separated)")).toHaveValue("Savings, Monsoon");
});

test("an editor writes a draft and previews it; the public site does not show it yet", async ({ page, visitor }) => {
  const title = `Monsoon savings plan ${randomUUID().slice(0, 6)}`;
  await page.goto("/admin/posts/new");
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

  await visitor.goto("/BlogPage");
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await visitor.goto(`/blog/${slug}`))!.status()).toBe(404);
});

test("a draft published goes onto /BlogPage without a rebuild, and unpublished comes off", async ({
  page,
  visitor,
  sql,
}) => {
  const title = `Monsoon savings plan ${randomUUID().slice(0, 6)}`;
  const { id, slug } = await insertDraftPost(sql, title, "Put aside a little every week.\nRain or shine.");
  await openEditor(page, `/admin/posts/${id}`);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: it is on /BlogPage now." })).toBeVisible();
  await visitor.goto("/BlogPage");
  await expect(visitor.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);

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
});

test("the same title again gets an address of its own", async ({ page, sql }) => {
  const title = `Monsoon savings plan ${randomUUID().slice(0, 6)}`;
  const { slug } = await insertDraftPost(sql, title, "The first take.");
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("A second take.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("main").getByText(`/blog/${slug}-2`)).toBeVisible();
});

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("the admin's audit log shows a post being published and deleted", async ({ page }) => {
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
});

test("two tabs on one post: the second save is refused and keeps its text (decision 606)", async ({ page, sql }) => {
  const title = `Two tabs ${randomUUID().slice(0, 6)}`;
  const { id } = await insertDraftPost(sql, title, "The first text.");
  const second = await page.context().newPage();
  await openEditor(page, `/admin/posts/${id}`);
  await openEditor(second, `/admin/posts/${id}`);
  await page.getByLabel("Text").fill("Saved in the first tab.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await second.getByLabel("Text").fill("Typed in the second tab.");
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByRole("main").getByRole("alert").first()).toContainText(
    "Someone else saved this since you opened it.",
  );
  await expect(second.getByLabel("Text")).toHaveValue("Typed in the second tab.");
  const stored = await sql.query<{ description: string }>(`SELECT description FROM "BlogPost" WHERE id = $1`, [id]);
  expect(stored.rows).toEqual([{ description: "Saved in the first tab." }]);
});

test("a Hindi title keeps its words in the post's address, without the markup, and the post opens there (console m22)", async ({
  page,
  visitor,
}) => {
  const tag = randomUUID().slice(0, 6);
  const title = `बचत योजना ${tag} 🚀 <b>tips</b>`;
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("हर हफ्ते थोड़ा बचाएं।");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: it is on /BlogPage now." })).toBeVisible();
  const path = `/blog/बचत-योजना-${tag}-tips`;
  await expect(page.getByRole("main").getByText(path, { exact: true })).toBeVisible();
  expect((await visitor.goto(encodeURI(path)))!.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await visitor.goto("/BlogPage");
  await visitor
    .getByRole("link", { name: new RegExp(tag) })
    .first()
    .click();
  await expect(visitor).toHaveURL(new RegExp(`${encodeURI(`बचत-योजना-${tag}-tips`)}$`));
});

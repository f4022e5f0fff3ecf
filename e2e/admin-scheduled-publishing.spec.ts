import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, insertDraftPost, insertDraftService, openEditor, test } from "./pages/console";

// Scheduled publishing (decision 206). The server's cache lifetime runs on Next's own clock, which no test
// can move: the test schedules a post and a service LEAD_MS ahead and polls their lists until that moment
// plus a bound, checking on every poll that neither is shown early. No fixed sleep. Both schedules run in
// one test, so the one-at-a-time publishing worker waits out one lead, not two. The lead is what the steps
// before the first reads need on a loaded machine (the service's 12 s gap and both forms, about 20 s
// here), with room: every second of it holds a worker.
const LEAD_MS = 30_000;
test.use({ signedInAs: "EDITOR" });

/** `date` as the console's 'Publish at' field takes it: India time, to the second. */
function indiaTime(date: Date): string {
  return new Date(date.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 19);
}

/**
 * Polls the list at `path` until it shows `title`: not before `at` (same machine, same clock: a page that
 * shows it must have been rendered at or after `at`), and at most `bound` ms after it.
 */
async function expectShownOnTime(request: APIRequestContext, path: string, title: string, at: Date, bound: number) {
  await expect
    .poll(
      async () => {
        const shown = (await (await request.get(path)).text()).includes(title);
        if (shown) expect(Date.now(), "shown before its time").toBeGreaterThanOrEqual(at.getTime());
        return shown;
      },
      { timeout: at.getTime() - Date.now() + bound, intervals: [1_000] },
    )
    .toBe(true);
}

test("a post and a service scheduled half a minute ahead show at their time, not before, the service though another page read its list first (console m2)", async ({
  page,
  request,
  sql,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const postTitle = `Later savings note ${tag}`;
  const serviceTitle = `Later service ${tag}`;
  const { id: postId, slug } = await insertDraftPost(sql, postTitle, "Goes public in half a minute.");
  const serviceId = await insertDraftService(sql, {
    title: serviceTitle,
    tagLine: "Goes public in half a minute.",
    description: "Scheduled for later.",
    highlights: [],
    benefits: [],
  });
  const at = new Date(Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000);

  await openEditor(page, `/admin/services/${serviceId}`);
  await page.getByLabel("Publish at").fill(indiaTime(at));
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Scheduled: it goes on \/dynamics at / })).toBeVisible();
  // The sitemap reads the cached services list first: the list's entry ends at `at`, counted from now.
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(serviceId);
  const listRead = Date.now();

  // The post is scheduled in the gap: saving it expires the posts' tag only, not the services list's entry.
  await openEditor(page, `/admin/posts/${postId}`);
  await page.getByLabel("Publish at").fill(indiaTime(at));
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Scheduled: it goes on \/BlogPage at / })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel the schedule" })).toBeVisible();
  await page.goto(`/admin/posts?q=${encodeURIComponent(postTitle)}`);
  const row = page.getByRole("row").filter({ hasText: postTitle });
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} [ap]m/);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  // Read before its time too, so a copy kept from now would show on the first read after it.
  expect(await (await request.get("/feed.xml")).text()).not.toContain(postTitle);

  // Only later is /dynamics first made from the services list's entry: Next gives the page the entry's
  // whole lifetime from then, which outlived `at` by this gap. Meanwhile the service is not public anywhere.
  await expect
    .poll(
      async () => {
        expect((await request.get(`/dynamics/${serviceId}`)).status(), "public before its time").toBe(404);
        return Date.now() - listRead;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(12_000);
  expect(Date.now(), "the steps before the first reads took the whole lead").toBeLessThan(at.getTime() - 2_000);
  expect(await (await request.get("/dynamics")).text()).not.toContain(serviceTitle);
  await Promise.all([
    expectShownOnTime(request, "/BlogPage", postTitle, at, 20_000),
    expectShownOnTime(request, "/dynamics", serviceTitle, at, 8_000),
  ]);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);
  expect(await (await request.get("/feed.xml")).text()).toContain(postTitle);
});

test("a scheduled post can be cancelled: it is a draft again and never goes public", async ({ page, sql }) => {
  const title = `Cancelled plan ${randomUUID().slice(0, 6)}`;
  const { id } = await insertDraftPost(sql, title, "Not after all.");
  await openEditor(page, `/admin/posts/${id}`);
  await page.getByLabel("Publish at").fill(indiaTime(new Date(Date.now() + 3_600_000)));
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("main").getByText("Scheduled", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancel the schedule" }).click();
  // It never was public: the banner says the schedule is cancelled, not that it left the site (console m4).
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Schedule cancelled: it was never on the public site and stays a draft." }),
  ).toBeVisible();
  await expect(page.getByText("Unpublished: it is no longer on the public site.")).toHaveCount(0);
  await expect(page.getByRole("main").getByText("Draft", { exact: true })).toBeVisible();
  const { rows } = await sql.query<{ published: boolean; publishedAt: Date | null }>(
    `SELECT published, "publishedAt" FROM "BlogPost" WHERE id = $1`,
    [id],
  );
  expect(rows[0]).toEqual({ published: false, publishedAt: null });
});

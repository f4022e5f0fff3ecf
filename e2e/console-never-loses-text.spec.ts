import { randomUUID } from "node:crypto";
import type { Route } from "@playwright/test";
import { createPartner, expectErrors } from "./fixtures";
import { expect, insertDraftPost, openEditor, test } from "./pages/console";
import { CouponListingPage } from "./pages/coupon-listing";
import { insertCoupons } from "./pages/coupon-rows";

// The console review of 2026-11-30: a save after the session ended, a save that got no answer, a refused
// reason and a send by Enter. Each kept what was typed, or sent nothing, only after this. Leaving a form
// with unsaved text: console-leave-warning.spec.ts.

const SESSION_ENDED = "Your session has ended. Please sign in again.";
const SIGN_IN = "Please sign in to continue.";
const NO_ANSWER = "We couldn't reach the server. Check your connection and try again.";

test.describe("as an editor", () => {
  test.use({ signedInAs: "EDITOR" });

  test("a save after the session ended keeps the announcement as typed, whether the cookie expired or the session was ended", async ({
    page,
    context,
  }) => {
    const form = page.getByRole("region", { name: "New announcement" });
    const title = `Kept title ${randomUUID().slice(0, 6)}`;
    const text = "Every word of this stays in the form.";
    for (const ending of ["cookie expired", "session ended"] as const) {
      await page.goto("/admin/announcements");
      await expect(form.locator('form[data-hydrated="true"]')).toBeAttached();
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Text").fill(text);
      const cookie = (await context.cookies()).find((c) => c.name === "staffSession");
      await context.clearCookies();
      // Ended elsewhere: the browser still holds a cookie that opens no session.
      if (ending === "session ended") await context.addCookies([{ ...cookie!, value: "ended" }]);
      await form.getByRole("button", { name: "Save draft" }).click();
      await expect(form.getByRole("alert"), ending).toHaveText(ending === "cookie expired" ? SIGN_IN : SESSION_ENDED);
      await expect(form.getByLabel("Title"), ending).toHaveValue(title);
      await expect(form.getByLabel("Text"), ending).toHaveValue(text);
      await context.clearCookies();
      await context.addCookies([cookie!]);
    }
  });

  test.describe("with the connection dropped", () => {
    // The browser reports the request the test drops: that is the point here.
    test.use(expectErrors(/ERR_INTERNET_DISCONNECTED at \/admin\/(announcements|posts\/[\w-]+)$/));

    test("a save that gets no answer keeps the text and says the server could not be reached", async ({ page }) => {
      await page.goto("/admin/announcements");
      const form = page.getByRole("region", { name: "New announcement" });
      await expect(form.locator('form[data-hydrated="true"]')).toBeAttached();
      await form.getByLabel("Title").fill("A title never sent");
      await form.getByLabel("Text").fill("A text never sent.");
      await page.route("**/admin/announcements", (route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
      );
      await form.getByRole("button", { name: "Save draft" }).click();
      await expect(form.getByRole("alert")).toHaveText(NO_ANSWER);
      await expect(form.getByLabel("Title")).toHaveValue("A title never sent");
      await expect(form.getByLabel("Text")).toHaveValue("A text never sent.");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Announcements");
    });

    test("a draft that gets no answer says it was not saved, and a Discard that gets none can be tried again", async ({
      page,
      sql,
    }) => {
      const post = await insertDraftPost(sql, `Offline draft ${randomUUID().slice(0, 6)}`, "The saved text.");
      await openEditor(page, `/admin/posts/${post.id}`);
      const offline = (route: Route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback();
      await page.route(`**/admin/posts/${post.id}`, offline);
      const text = page.getByLabel("Text");
      await text.fill("The saved text. Typed offline.");
      const draftStatus = page.getByRole("status").filter({ hasText: /^Draft/ });
      await expect(draftStatus).toHaveText(`Draft not saved: ${NO_ANSWER}`);
      await page.unroute(`**/admin/posts/${post.id}`, offline);
      await text.fill("The saved text. Typed offline, then online.");
      await expect(draftStatus).toContainText("Draft saved");

      await openEditor(page, `/admin/posts/${post.id}`);
      const offer = page.getByRole("region", { name: /^Restore your unsaved changes/ });
      await page.route(`**/admin/posts/${post.id}`, offline);
      await offer.getByRole("button", { name: "Discard" }).click();
      await expect(offer.getByRole("alert")).toHaveText(NO_ANSWER);
      await expect(offer.getByRole("button", { name: "Restore" })).toBeEnabled();
      await page.unroute(`**/admin/posts/${post.id}`, offline);
      await offer.getByRole("button", { name: "Discard" }).click();
      await expect(offer).toBeHidden();
      const drafts = await sql.query(`SELECT 1 FROM "ContentDraft" WHERE "recordId" = $1`, [post.id]);
      expect(drafts.rowCount).toBe(0);
    });
  });

  test("a save answered with what the page cannot read (the site updated since) keeps the text and says to reload", async ({
    page,
  }) => {
    await page.goto("/admin/announcements");
    const form = page.getByRole("region", { name: "New announcement" });
    await expect(form.locator('form[data-hydrated="true"]')).toBeAttached();
    await form.getByLabel("Title").fill("A title kept");
    await page.route("**/admin/announcements", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>Another page</p>" })
        : route.fallback(),
    );
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByRole("alert")).toHaveText(/^The console could not take this save: .* reload the page/);
    await expect(form.getByLabel("Title")).toHaveValue("A title kept");
  });
});

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("a rejection reason the server refuses stays in the field, with the refusal beside it", async ({
    page,
    sql,
  }) => {
    const partner = await createPartner(sql, { status: "PENDING", prefix: "kept-reason" });
    await page.goto(`/admin/partners/${partner.id}`);
    await page.locator("summary", { hasText: "Reject" }).click();
    const reason = page.getByLabel("Reason (sent to the partner)");
    const typed = `Your privacy policy page does not load. ${"x".repeat(1_060)}`;
    await reason.fill(typed);
    await page.getByRole("button", { name: "Reject partner" }).click();
    const panel = page.locator("form").filter({ has: reason });
    await expect(panel.getByRole("alert")).toHaveText("The reason is at most 1,000 characters");
    await expect(reason).toHaveValue(typed);
    // Read where the field is: invalid, and described by the refusal as well as its count.
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toHaveAccessibleDescription(/The reason is at most 1,000 characters/);
    await expect(panel).toContainText("100 characters too many");
  });

  test.describe("with the connection dropped", () => {
    // The browser reports the requests the test drops: that is the point here.
    test.use(expectErrors(/ERR_INTERNET_DISCONNECTED at \/admin\/(partners(\/[\w-]+)?|staff)$/));

    test("a rejection reason or an invitation that gets no answer stays as typed, and says the server could not be reached", async ({
      page,
      sql,
    }) => {
      const partner = await createPartner(sql, { status: "PENDING", prefix: "dropped-reason" });
      await page.goto(`/admin/partners/${partner.id}`);
      await page.route("**/admin/**", (route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
      );
      await page.locator("summary", { hasText: "Reject" }).click();
      const reason = page.getByLabel("Reason (sent to the partner)");
      await reason.fill("Your privacy policy page does not load.");
      await page.getByRole("button", { name: "Reject partner" }).click();
      const panel = page.locator("form").filter({ has: reason });
      await expect(panel.getByRole("alert")).toHaveText(NO_ANSWER);
      await expect(reason).toHaveValue("Your privacy policy page does not load.");

      await page.goto("/admin/staff");
      await page.getByLabel("Work e-mail").fill("kept.invitee@staff.example");
      await page.getByLabel("Role").selectOption("EDITOR");
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("alert").filter({ hasText: NO_ANSWER })).toBeVisible();
      await expect(page.getByLabel("Work e-mail")).toHaveValue("kept.invitee@staff.example");
      await expect(page.getByLabel("Role")).toHaveValue("EDITOR");
      const sent = await sql.query(`SELECT 1 FROM "StaffInvite" WHERE email = $1`, ["kept.invitee@staff.example"]);
      expect(sent.rowCount).toBe(0);
    });

    test("a bulk rejection that gets no answer says so, and its reason is still there to send again", async ({
      page,
      sql,
    }) => {
      const tag = `dropbulk${randomUUID().slice(0, 8)}`;
      for (let i = 0; i < 2; i++) await createPartner(sql, { status: "PENDING", prefix: tag });
      await page.goto(`/admin/partners?status=pending&q=${tag}`);
      await page.route("**/admin/partners?**", (route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
      );
      await page.getByRole("checkbox", { name: /^Select every partner/ }).check();
      const open = page
        .getByRole("toolbar", { name: "Selected partners" })
        .getByRole("button", { name: "Reject 2 partners…" });
      await open.click();
      const dialog = page.getByRole("alertdialog", { name: "Reject 2 partners?" });
      await dialog.getByLabel("Reason the partners will read").fill("The company address is incomplete.");
      await dialog.getByRole("button", { name: "Reject 2 partners" }).click();
      await expect(page.getByText(NO_ANSWER)).toBeVisible();
      await open.click();
      await expect(dialog.getByLabel("Reason the partners will read")).toHaveValue(
        "The company address is incomplete.",
      );
    });
  });

  test("Enter in the partner's e-mail sends nothing; the button sends", async ({ page, sql }) => {
    const partner = await createPartner(sql, { prefix: "enter-notify" });
    await page.goto("/admin/announcements");
    const form = page.getByRole("region", { name: "Send a notification" });
    await form.getByLabel("One partner", { exact: true }).check();
    await form.getByLabel("Message").fill("Sent by the button only.");
    await form.getByLabel("Partner's e-mail (for one partner)").fill(partner.email);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await form.getByLabel("Partner's e-mail (for one partner)").press("Enter");
    await form.getByRole("button", { name: "Send notification" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Sent to ${partner.email}.` })).toBeVisible();
    // One request and one notification: the button's. Enter, pressed before it, sent none.
    expect(posts).toHaveLength(1);
    const sent = await sql.query(`SELECT 1 FROM "Notification" WHERE "partnerId" = $1`, [partner.id]);
    expect(sent.rowCount).toBe(1);
  });
});

test.describe("a partner", () => {
  test("a coupon saved after the sign-in cookie expired is told the session ended, and keeps the form", async ({
    page,
    context,
    sql,
    signedInPartner,
  }) => {
    await insertCoupons(sql, signedInPartner.id, [{ title: "Monsoon sale", brand: "Rain Co", start: 2, expiry: 20 }]);
    const listing = new CouponListingPage(page);
    await listing.goto();
    await listing.card("Monsoon sale").getByRole("button", { name: "Edit Monsoon sale" }).click();
    await listing.fill({ Title: "Kept after the cookie went" });
    await context.clearCookies();
    await listing.submit.click();
    // Not "We couldn't reach the server": the sign-in screen's page was where the action's answer should be.
    const refused = page.getByRole("alertdialog", { name: "Could not update the coupon" });
    await expect(refused).toContainText(SIGN_IN);
    await refused.getByRole("button", { name: "OK" }).click();
    // Focus is back on the button that sent it, inside the form, not lost on the page behind.
    await expect(listing.submit).toBeFocused();
    await expect(listing.field("Title")).toHaveValue("Kept after the cookie went");
  });
});

import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { createStaff, enrolSecondFactor } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { enrolAdmin, expect, submitPassword, test } from "./pages/console";
import { setStaffSession } from "./staff-accounts";

// Issue 23, staff management (decisions 613 and 614): invitations, disabling, second-factor resets and the
// last-admin rule on /admin/staff; one's own sessions and recovery codes on /admin/account. The second
// browser (the secondBrowser fixture) is the other person, or the same person's other device.

/** The invitation link as the invitee reads it in the demo's local mailbox (/dev/mail, decision 812). */
async function inviteLink(context: BrowserContext, email: string): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`/dev/mail?to=${encodeURIComponent(email)}`);
    const text = await mailbox.getByTestId("mail").first().innerText();
    const link = /(https?:\/\/\S+\/admin\/invite\?token=[\w-]+)/.exec(text)?.[1];
    if (!link) throw new Error(`no invitation link in:\n${text}`);
    return link;
  } finally {
    await mailbox.close();
  }
}

const staffRow = (page: Page, email: string) => page.getByTestId(`staff-${email}`);

test.describe("as an admin", () => {
  test.use({ signedInAs: "ADMIN" });

  test("an admin invites an editor who joins from the link; the link is never in Mail or the table; disabling ends the editor's open session [security 23]", async ({
    page,
    secondBrowser: invitee,
    sql,
  }) => {
    // Two people's whole walk: invitation, mailbox, joining, signing in again, disabling.
    test.slow();
    const email = `invitee.${randomUUID().slice(0, 8)}@staff.example`;
    await page.goto("/admin/staff");
    await expect(
      page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" }),
    ).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByLabel("Role").selectOption("EDITOR");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    const invites = page.getByRole("table", { name: /Invitations not accepted yet/ });
    await expect(invites.getByRole("row").filter({ hasText: email })).toContainText("Editor");
    await expectNoViolations(page);

    const link = await inviteLink(invitee.context, email);
    const token = new URL(link).searchParams.get("token")!;
    // The table and the console's Mail hold the link masked, never the token.
    const { rows } = await sql.query(`SELECT * FROM "EmailMessage" WHERE "to" = $1`, [email]);
    expect(rows).toHaveLength(1);
    const { sealedBody: _sealed, ...stored } = rows[0] as Record<string, unknown>;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(String(stored.text)).toContain("/admin/invite?token=••••••");
    await page.goto(`/admin/mail?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("list", { name: "E-mails, newest first" })).toContainText("invite?token=••••••");
    expect(await page.content()).not.toContain(token);

    await invitee.page.goto(link);
    await expect(invitee.page.getByRole("heading", { name: "Join the console" })).toBeVisible();
    await expectNoViolations(invitee.page);
    // A name past its limit is refused with the field's message and kept as typed, never cut (decision 619).
    const longName = `Asha ${"R".repeat(96)}`;
    await invitee.page.getByLabel("Your name").fill(longName);
    await invitee.page.getByLabel("Choose a password").fill("Quiet-Orchard-7431");
    await invitee.page.getByRole("button", { name: "Join the console" }).click();
    await expect(invitee.page.getByText("Use at most 100 characters.")).toBeVisible();
    await expect(invitee.page.getByLabel("Your name")).toHaveValue(longName);
    await invitee.page.getByLabel("Your name").fill("Asha Rao");
    await invitee.page.getByLabel("Choose a password").fill("Quiet-Orchard-7431");
    await invitee.page.getByRole("button", { name: "Join the console" }).click();
    await expect(invitee.page).toHaveURL(/\/admin$/);
    await expect(invitee.page.getByRole("heading", { level: 1 })).toHaveText("Hello, Asha");
    // The link worked once.
    await invitee.page.goto(link);
    await expect(invitee.page.getByRole("heading", { name: "This invitation no longer works" })).toBeVisible();
    // And the chosen password signs in.
    await invitee.page.goto("/admin");
    await invitee.page.getByRole("button", { name: "Sign out" }).click();
    // Signed out once the action has answered; going to the sign-in page sooner would abort it, and the
    // still-valid session would send the sign-in page back to the console.
    await expect(invitee.page).toHaveURL(/\/admin\/login$/);
    await submitPassword(invitee.page, { email, password: "Quiet-Orchard-7431" });
    await expect(invitee.page).toHaveURL(/\/admin$/);

    // The admin disables the editor: the editor's open session ends at the next request.
    await page.goto("/admin/staff");
    const row = staffRow(page, email);
    await expect(row).toContainText("Asha Rao");
    await row.getByRole("button", { name: /^Disable/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Disable Asha Rao?" });
    await dialog.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByText("Asha Rao is disabled and signed out")).toBeVisible();
    await expect(row).toContainText("Disabled");
    await invitee.page.reload();
    await expect(invitee.page).toHaveURL(/\/admin\/login$/);
  });

  test("the admin resets another admin's second factor: that admin is signed out and enrols again", async ({
    page,
    secondBrowser: them,
    baseURL,
    sql,
  }) => {
    const other = await createStaff(sql, "ADMIN");
    await enrolSecondFactor(sql, other);
    await setStaffSession(sql, them.context, baseURL!, other);
    await them.page.goto("/admin");
    await expect(them.page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${other.name.split(" ")[0]}`);

    await page.goto("/admin/staff");
    const row = staffRow(page, other.email);
    await row.getByRole("button", { name: /^Reset two-step/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset two-step sign-in" }).click();
    await expect(page.getByText(`${other.name} will set up two-step sign-in again`)).toBeVisible();
    await expect(row).toContainText("Two-step off");

    await them.page.reload();
    await expect(them.page).toHaveURL(/\/admin\/login$/);
    await enrolAdmin(them.page, other);
    await expect(them.page).toHaveURL(/\/admin$/);
  });

  test("the invitation link is shown once to the inviting admin, copied by keyboard, and gone after a reload", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = `shown-once.${Date.now().toString(36)}@staff.example`;
    await page.goto("/admin/staff");
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const link = page.getByRole("textbox", { name: `Invitation link for ${email}` });
    await expect(link).toHaveValue(/\/admin\/invite\?token=[\w-]{20,}$/);
    const copy = page.getByRole("button", { name: `Copy invitation link for ${email}` });
    await copy.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: `Invitation link for ${email} copied` })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await page.reload();
    await expect(link).toHaveCount(0);
    expect(await page.content()).not.toContain("invite?token=");
  });
});

test("an admin cannot disable their own account: a clear message, and nothing changes", async ({
  page,
  signedInAdmin,
  sql,
}) => {
  const editor = await createStaff(sql, "EDITOR");
  // The widest row: a sign-in time beside three buttons (Make editor, Reset two-step, Disable).
  await sql.query(`UPDATE "StaffUser" SET "lastSignInAt" = now() WHERE id = $1`, [signedInAdmin.id]);
  await page.goto("/admin/staff");
  const row = staffRow(page, signedInAdmin.email);
  await expect(row).toContainText("(you)");
  // Every table fits its card, the row buttons inside it (console m8).
  for (const table of await page.getByRole("main").locator("table").all()) {
    const [width, card] = await table.evaluate((el) => [
      el.getBoundingClientRect().width,
      el.parentElement!.clientWidth,
    ]);
    expect(width).toBeLessThanOrEqual(card!);
  }
  const disable = row.getByRole("button", { name: /^Disable/ });
  await disable.focus();
  await page.keyboard.press("Enter");
  await expect(row.getByRole("alert")).toHaveText(
    "You cannot disable your own account: you would be signed out at once. Another admin can do it.",
  );
  await expect(disable).toBeFocused();
  await expect(row).toContainText("Active");
  await expectNoViolations(page);
  // A later action that works, on another row, leaves no old refusal behind on this one (console m5).
  const other = staffRow(page, editor.email);
  await other.getByRole("button", { name: /^Re-enable|^Disable/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
  await expect(other).toContainText("Disabled");
  await expect(row.getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/staff$/);
});

test("on Your account a staff member ends another session of theirs, by keyboard", async ({
  page,
  secondBrowser: phone,
  baseURL,
  sql,
  signedInAdmin: admin,
}) => {
  await setStaffSession(sql, phone.context, baseURL!, admin);
  await phone.page.goto("/admin");
  await expect(phone.page).toHaveURL(/\/admin$/);

  await page.goto("/admin/account");
  const sessions = page.getByRole("list", { name: "Signed-in sessions, this one first" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByRole("listitem").first()).toContainText("This device");
  await expectNoViolations(page);
  // By keyboard: Escape closes the question and focus returns to the button that asked it.
  const end = sessions.getByRole("button", { name: /^End session/ });
  await end.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "End this session?" });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(end).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "End session" }).click();
  await expect(page.getByText("Session ended")).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  // The ended row's button is gone: focus is on the list, not lost to the page (decision 613, console m18).
  await expect(sessions).toBeFocused();
  await phone.page.reload();
  await expect(phone.page).toHaveURL(/\/admin\/login$/);
});

test("on Your account new recovery codes, downloaded as a text file, replace the old ones", async ({
  page,
  secondBrowser: phone,
  signedInAdmin: admin,
  sql,
}) => {
  // One old code used already: 9 left, until the new set of 10 (console m5: the count follows at once).
  await sql.query(
    `UPDATE "StaffRecoveryCode" SET "usedAt" = now() WHERE id = (SELECT id FROM "StaffRecoveryCode" WHERE "staffId" = $1 LIMIT 1)`,
    [admin.id],
  );
  await page.goto("/admin/account");
  await expect(page.getByRole("main")).toContainText("9 unused recovery codes left");
  await page.getByLabel("Your password or a code from your authenticator app").fill(admin.password);
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("main")).toContainText("10 unused recovery codes left");
  const codes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as .txt" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/recovery-codes\.txt$/);
  const text = await readFile((await download.path())!, "utf8");
  for (const code of codes) expect(text).toContain(code);
  await expectNoViolations(page);

  await submitPassword(phone.page, admin);
  await expect(phone.page).toHaveURL(/\/admin\/login\/verify$/);
  await phone.page.getByLabel("Authentication code").fill(admin.recoveryCodes[0]!);
  await phone.page.getByRole("button", { name: "Verify" }).click();
  await expect(phone.page.getByRole("main").getByRole("alert")).toContainText("That code is not valid");
  await phone.page.getByLabel("Authentication code").fill(codes[0]!);
  await phone.page.getByRole("button", { name: "Verify" }).click();
  await expect(phone.page).toHaveURL(/\/admin$/);
});

test.describe("as an editor", () => {
  test.use({ signedInAs: "EDITOR" });

  test("editors do not see Staff, and the screen tells them so", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" })).toHaveCount(0);
    expect((await page.goto("/admin/staff"))!.status()).toBe(403);
    await expect(page.getByText("Your role does not open this section.")).toBeVisible();
  });
});

import { TEST_PARTNER_PASSWORD, expect, test } from "./fixtures";
import { SignInPage } from "./pages/partner-auth";
import { toast, useOwnIp } from "./pages/partner-dashboard";

test("the form's own messages come first", async ({ page, signedInPartner, profilePage: profile }) => {
  await profile.goto("security");
  await expect(page.getByRole("heading", { name: "Password & Security" })).toBeVisible();
  await profile.changePassword("", "short", "shorter");
  await expect(page.getByText("Old password is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await profile.field("New password").fill("Monsoon-Lantern-4821");
  await profile.field("Old password").fill(signedInPartner.password);
  await profile.updatePassword.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
});

test("a wrong old password is a red toast; the right one a green toast, and the new password signs in", async ({
  page,
  context,
  request,
  signedInPartner,
  profilePage: profile,
}) => {
  const newPassword = "Monsoon-Lantern-4821";
  await profile.goto("security");
  await profile.changePassword("Not-My-Password-1", newPassword);
  await expect(toast(page, "OldPassword is incorrect")).toHaveAttribute("data-type", "error");
  await expect(toast(page, "OldPassword is incorrect")).toBeHidden({ timeout: 6_000 });

  await profile.changePassword(signedInPartner.password, newPassword);
  const done = toast(page, "Password updated successfully!");
  await expect(done).toHaveAttribute("data-type", "success");
  await expect(profile.field("Old password")).toHaveValue("");
  // This browser stays signed in (fresh cookie); the old token no longer opens a session.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Password & Security" })).toBeVisible();
  // A request context of its own: the browser's fresh cookie must not answer for the old token.
  const old = await request.get("/api/v1/user", {
    headers: { authorization: `Bearer ${signedInPartner.token}` },
  });
  expect(old.status()).toBe(401);

  await context.clearCookies();
  await useOwnIp(page);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(signedInPartner.email, TEST_PARTNER_PASSWORD);
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  await signIn.signIn(signedInPartner.email, newPassword);
  await expect(page).toHaveURL("/dashboard");
});

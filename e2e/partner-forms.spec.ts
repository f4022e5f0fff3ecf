import { createPartner, randomIp } from "./fixtures";
import { expect, signUpDetails, test, uniqueEmail, type SignUpPage } from "./pages/partner-auth";

test("sign-in: both fields required, a real e-mail address, messages tied to their fields", async ({
  page,
  signIn,
  alert,
}) => {
  await signIn.goto();
  await signIn.submit.click();
  for (const field of [signIn.email, signIn.password]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Please enter both email and password");
  }
  // Said once for both fields, not under each (issue 49 m13).
  await expect(page.getByText("Please enter both email and password")).toHaveCount(1);
  await expect(signIn.email).toBeFocused();

  await signIn.email.fill("not-an-email");
  await signIn.password.fill("whatever");
  await signIn.submit.click();
  await expect(signIn.email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(signIn.password).toHaveAttribute("aria-invalid", "false");
  await expect(alert.dialog).toHaveCount(0);
});

test("sign-in works from the keyboard alone, and the eye button shows the password", async ({ page, sql, signIn }) => {
  const partner = await createPartner(sql, { prefix: "keyboard" });
  await signIn.goto();
  await signIn.email.focus();
  await page.keyboard.type(partner.email);
  await page.keyboard.press("Tab");
  await expect(signIn.password).toBeFocused();
  await page.keyboard.type(partner.password);
  await page.keyboard.press("Tab");
  const eye = page.getByRole("button", { name: "Show password" });
  await expect(eye).toBeFocused();
  await expect(eye).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Space");
  await expect(eye).toHaveAttribute("aria-pressed", "true");
  await expect(signIn.password).toHaveAttribute("type", "text");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/dashboard");
});

test("sign-up: the shared schema's messages under each field, the password hint", async ({ page, signUp }) => {
  await signUp.goto();
  await expect(signUp.field("Password")).toHaveAccessibleDescription("Must be at least 8 characters");
  await signUp.submit.click();
  const expected: Record<string, string> = {
    "First name": "First name is required",
    "Last name": "Last name is required",
    Email: "Email is required",
    "Phone number": "Phone number is required",
    "Company name": "Company name is required",
    "Company address": "Company address is required",
    "Company privacy URL": "Company privacy URL is required",
  };
  for (const [field, message] of Object.entries(expected)) {
    await expect(signUp.field(field)).toHaveAttribute("aria-invalid", "true");
    await expect(signUp.field(field)).toHaveAccessibleDescription(message);
  }
  await expect(signUp.field("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(signUp.field("Password")).toHaveAccessibleDescription("Must be at least 8 characters");
  await expect(signUp.field("First name")).toBeFocused();

  await signUp.fill(
    signUpDetails(uniqueEmail("invalid"), { companyPrivacyURL: "privacy page", phoneNumber: "12", password: "short" }),
  );
  await signUp.submit.click();
  await expect(signUp.field("Company privacy URL")).toHaveAccessibleDescription("Please enter a valid URL");
  await expect(signUp.field("Phone number")).toHaveAccessibleDescription("Please enter a valid phone number");
  await expect(signUp.field("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL("/NewSignUp");
});

test("sign-up: the server's field error lands under its field; other refusals in the 'Signup Failed' alert", async ({
  page,
  signUp,
  alert,
}) => {
  await signUp.goto();
  const email = uniqueEmail("refused");
  await signUp.fill(signUpDetails(email, { password: "password1" }));
  await signUp.submit.click();
  await expect(signUp.field("Password")).toHaveAccessibleDescription(/too common/);
  await expect(signUp.field("Password")).toBeFocused();
  await expect(alert.dialog).toHaveCount(0);

  // Five codes for one address in a window are the limit; the sixth is refused with the wait.
  const ip = randomIp();
  for (let i = 0; i < 5; i += 1) {
    const response = await page.request.post("/api/v1/otp/send-otp", {
      data: { email, type: "email_verification" },
      headers: { "x-forwarded-for": ip },
    });
    expect(response.ok()).toBe(true);
  }
  await signUp.field("Password").fill(signUpDetails(email).password);
  await signUp.submit.click();
  const dialog = alert.dialog;
  await expect(dialog.getByRole("heading", { name: "Signup Failed" })).toBeVisible();
  await expect(dialog).toContainText(
    /Too many attempts\. Please try again later\. You can try again in \d+ minutes?\./,
  );
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signUp.submit).toBeFocused();
  await expect(page).toHaveURL("/NewSignUp");
});

test("forgot password: the e-mail is required", async ({ forgotPassword }) => {
  await forgotPassword.goto();
  await forgotPassword.submit.click();
  await expect(forgotPassword.email).toHaveAccessibleDescription("Email is required");
  await forgotPassword.email.fill("nope");
  await forgotPassword.submit.click();
  await expect(forgotPassword.email).toHaveAccessibleDescription("Please enter a valid email address");
});

/** A sign-up sent from the form: the page waits on /otpScreen/signup for the code e-mailed to the address. */
async function signUpAwaitingCode(signUp: SignUpPage): Promise<string> {
  const email = uniqueEmail("boxes");
  await signUp.goto();
  await signUp.fill(signUpDetails(email));
  await signUp.submit.click();
  await expect(signUp.page).toHaveURL("/otpScreen/signup");
  return email;
}

test("code boxes: typing moves on, Backspace goes back, paste fills every box; a missing code", async ({
  page,
  signUp,
  otp,
}) => {
  await signUpAwaitingCode(signUp);
  await expect(otp.boxes).toHaveCount(6);
  await otp.box(0).click();
  await page.keyboard.type("123");
  await expect(otp.box(3)).toBeFocused();
  expect(await otp.values()).toBe("123");
  await page.keyboard.press("Backspace");
  await expect(otp.box(2)).toBeFocused();
  expect(await otp.values()).toBe("12");
  await page.keyboard.press("ArrowLeft");
  await expect(otp.box(1)).toBeFocused();
  await page.keyboard.type("9");
  expect(await otp.values()).toBe("19");
  await expect(otp.box(2)).toBeFocused();

  await otp.verify.click();
  await expect(page.getByText("Please enter the 6-digit code")).toBeVisible();
  await expect(otp.box(0)).toHaveAttribute("aria-invalid", "true");

  await otp.paste(3, "65-43-21");
  expect(await otp.values()).toBe("654321");
  await expect(otp.box(5)).toBeFocused();
});

test("a wrong code: 'Verification failed', then empty boxes from the first", async ({
  page,
  signUp,
  otp,
  alert,
  mailbox,
}) => {
  const email = await signUpAwaitingCode(signUp);
  const code = await mailbox.code(email);
  const wrong = code === "654321" ? "123456" : "654321";
  await otp.paste(0, wrong);
  await otp.verify.click();
  const dialog = alert.dialog;
  await expect(dialog.getByRole("heading", { name: "Verification failed" })).toBeVisible();
  await expect(dialog).toContainText("Invalid or expired code. Please request a new one.");
  await page.keyboard.press("Escape");
  await expect(otp.box(0)).toBeFocused();
  expect(await otp.values()).toBe("");
});

test("resend waits for its countdown, then a fresh code replaces the old one", async ({
  page,
  signUp,
  otp,
  alert,
  mailbox,
}) => {
  // The countdown on the page's own clock.
  await page.clock.install();
  const email = await signUpAwaitingCode(signUp);
  const code = await mailbox.code(email);
  await expect(otp.resend).toBeDisabled();
  await expect(otp.resend).toHaveText(/Resend code in 0:[0-3]\d/);
  await page.clock.runFor(31_000);
  await expect(otp.resend).toHaveText("Resend code");
  await otp.resend.click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "We've sent a 6-digit verification code" }),
  ).toBeVisible();
  await expect(otp.resend).toBeDisabled();
  const fresh = await mailbox.code(email, code);
  await otp.paste(0, code);
  await otp.verify.click();
  await expect(alert.dialog).toContainText("Invalid or expired code");
  await alert.close();
  await otp.enter(fresh);
  await otp.verify.click();
  await expect(page).toHaveURL("/NewSignIn?notice=signed-up");
});

test("update: both fields, matching, at least 8 characters; each can be shown", async ({
  page,
  sql,
  forgotPassword,
  otp,
  updatePassword,
  mailbox,
}) => {
  const partner = await createPartner(sql, { prefix: "update" });
  await forgotPassword.goto();
  await forgotPassword.email.fill(partner.email);
  await forgotPassword.submit.click();
  await expect(page).toHaveURL("/otpScreen/forgot");
  await otp.enter(await mailbox.code(partner.email));
  await otp.verify.click();
  await expect(page).toHaveURL("/update");

  await expect(updatePassword.password).toHaveAccessibleDescription(
    /one uppercase letter, one lowercase letter and one number/,
  );
  await updatePassword.submit.click();
  await expect(updatePassword.password).toHaveAccessibleDescription(/Please enter both password fields/);
  await expect(updatePassword.confirm).toHaveAccessibleDescription("Please enter both password fields");

  await updatePassword.password.fill("abcdefgh1");
  await updatePassword.confirm.fill("abcdefgh2");
  await updatePassword.submit.click();
  await expect(updatePassword.confirm).toHaveAccessibleDescription("Passwords don't match");

  await updatePassword.password.fill("short");
  await updatePassword.confirm.fill("short");
  await updatePassword.submit.click();
  await expect(updatePassword.password).toHaveAccessibleDescription(/Password must be at least 8 characters long/);

  for (const [name, input] of [
    ["Show new password", updatePassword.password],
    ["Show confirm password", updatePassword.confirm],
  ] as const) {
    const eye = page.getByRole("button", { name });
    await expect(input).toHaveAttribute("type", "password");
    await eye.click();
    await expect(eye).toHaveAttribute("aria-pressed", "true");
    await expect(input).toHaveAttribute("type", "text");
    await eye.click();
    await expect(input).toHaveAttribute("type", "password");
  }

  // A common password is the server's refusal, shown under the field.
  await updatePassword.password.fill("password1");
  await updatePassword.confirm.fill("password1");
  await updatePassword.submit.click();
  await expect(updatePassword.password).toHaveAccessibleDescription(/too common/);
  await expect(page).toHaveURL("/update");
});

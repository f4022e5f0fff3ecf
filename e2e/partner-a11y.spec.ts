import { expect, test } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import {
  OtpPage,
  SignInPage,
  SignUpPage,
  alertDialog,
  signUpDetails,
  uniqueEmail,
  useOwnIp,
} from "./pages/partner-auth";

test.beforeEach(async ({ page }) => {
  await useOwnIp(page);
});

test.describe("partner screens have no axe violations at 1280x800", () => {
  for (const path of [
    "/NewSignIn",
    "/NewSignIn?notice=signed-up",
    "/NewSignUp",
    "/ForgotPassword",
    "/otpScreen/signup",
    "/update",
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
    });
  }

  test("/dashboard", async ({ page, signedInPartner }) => {
    await page.goto("/dashboard");
    await expect(page.getByText(`Hello, ${signedInPartner.firstName}`)).toBeVisible();
    await expectNoViolations(page);
  });

  test("sign-in with its field errors and with the alert open", async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.submit.click();
    await expect(signIn.email).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);
    await signIn.signIn(uniqueEmail("axe"), "Wrong-Guess-0000");
    await expect(alertDialog(page)).toBeVisible();
    await expectNoViolations(page);
  });

  test("/otpScreen/signup with a code waiting", async ({ page }) => {
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.fill(signUpDetails(uniqueEmail("axe")));
    await signUp.submit.click();
    await expect(page).toHaveURL("/otpScreen/signup");
    await expect(new OtpPage(page).boxes).toHaveCount(6);
    await expectNoViolations(page);
  });

  test("the device notice", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/NewSignIn");
    await expectNoViolations(page);
  });
});

import { expectNoViolations } from "./pages/a11y";
import { expect, signUpDetails, test, uniqueEmail } from "./pages/partner-auth";

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

  test("sign-in with its field errors and with the alert open", async ({ page, signIn, alert }) => {
    await signIn.goto();
    await signIn.submit.click();
    await expect(signIn.email).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);
    await signIn.signIn(uniqueEmail("axe"), "Wrong-Guess-0000");
    await expect(alert.dialog).toBeVisible();
    await expectNoViolations(page);
  });

  test("/otpScreen/signup with a code waiting", async ({ page, signUp, otp }) => {
    await signUp.goto();
    await signUp.fill(signUpDetails(uniqueEmail("axe")));
    await signUp.submit.click();
    await expect(page).toHaveURL("/otpScreen/signup");
    await expect(otp.boxes).toHaveCount(6);
    await expectNoViolations(page);
  });

  test("the device notice", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/NewSignIn");
    await expectNoViolations(page);
  });
});

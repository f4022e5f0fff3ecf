import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { SignUpInput } from "../../lib/validations/partner-auth";
import { TEST_PARTNER_PASSWORD, expect, test as base } from "../fixtures";

export { uniqueEmail, useOwnIp } from "./marketing-site";

/** Labels of required fields end with an asterisk. */
const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}\\*?$`));

/** What a person types into the sign-up form: the form schema's own input. */
export type SignUpDetails = SignUpInput;

export function signUpDetails(email: string, overrides: Partial<SignUpDetails> = {}): SignUpDetails {
  return {
    firstName: "Meera",
    lastName: "Iyer",
    email,
    phoneNumber: "+91 98450 12345",
    companyName: "Iyer Spices",
    companyAddress: "4 Residency Road, Bengaluru 560025",
    companyPrivacyURL: "https://iyerspices.example/privacy",
    password: TEST_PARTNER_PASSWORD,
    ...overrides,
  };
}

export class SignUpPage {
  constructor(readonly page: Page) {}
  goto() {
    return this.page.goto("/NewSignUp");
  }
  field(text: string) {
    return label(this.page, text);
  }
  get form() {
    return this.page.getByRole("form", { name: "Partner sign up" });
  }
  get submit() {
    return this.page.getByRole("button", { name: "Sign Up" });
  }
  async fill(details: SignUpDetails) {
    await this.field("First name").fill(details.firstName);
    await this.field("Last name").fill(details.lastName);
    await this.field("Email").fill(details.email);
    await this.field("Phone number").fill(details.phoneNumber);
    await this.field("Company name").fill(details.companyName);
    await this.field("Company address").fill(details.companyAddress);
    await this.field("Company privacy URL").fill(details.companyPrivacyURL);
    await this.field("Password").fill(details.password);
  }
}

export class SignInPage {
  constructor(readonly page: Page) {}
  goto(query = "") {
    return this.page.goto(`/NewSignIn${query}`);
  }
  get form() {
    return this.page.getByRole("form", { name: "Partner sign in" });
  }
  get email() {
    return this.page.getByLabel("Email");
  }
  get password() {
    return this.page.getByLabel("Password", { exact: true });
  }
  get submit() {
    return this.page.getByRole("button", { name: "Sign In" });
  }
  get notice() {
    return this.page.getByRole("status").filter({ hasNotText: /^$/ }).first();
  }
  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export class ForgotPasswordPage {
  constructor(readonly page: Page) {}
  goto() {
    return this.page.goto("/ForgotPassword");
  }
  get form() {
    return this.page.getByRole("form", { name: "Forgot password" });
  }
  get email() {
    return this.page.getByLabel("Email");
  }
  get submit() {
    return this.page.getByRole("button", { name: "Send code" });
  }
}

export class OtpPage {
  constructor(readonly page: Page) {}
  goto(flow: string) {
    return this.page.goto(`/otpScreen/${flow}`);
  }
  get form() {
    return this.page.getByRole("form", { name: "Verification code" });
  }
  box(index: number): Locator {
    return this.page.getByLabel(`Digit ${index + 1} of 6`);
  }
  get boxes() {
    return this.page.getByRole("group", { name: "Enter the 6-digit code" }).getByRole("textbox");
  }
  get verify() {
    return this.page.getByRole("button", { name: "Verify" });
  }
  get resend() {
    return this.page.getByRole("button", { name: /Resend code/ });
  }
  /** Types the code as a person does: into the first box, letting focus move on by itself. */
  async enter(code: string) {
    await this.box(0).click();
    await this.page.keyboard.type(code);
  }
  async paste(index: number, text: string) {
    await this.box(index).focus();
    await this.box(index).evaluate((element, value) => {
      const data = new DataTransfer();
      data.setData("text/plain", value);
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }
  async values() {
    return this.boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(""));
  }
}

export class UpdatePasswordPage {
  constructor(readonly page: Page) {}
  goto() {
    return this.page.goto("/update");
  }
  get form() {
    return this.page.getByRole("form", { name: "Set a new password" });
  }
  get password() {
    return this.page.getByLabel("New password", { exact: true });
  }
  get confirm() {
    return this.page.getByLabel("Confirm password", { exact: true });
  }
  get submit() {
    return this.page.getByRole("button", { name: "Update password" });
  }
}

/** The modal alert the partner screens show for a refused request. */
export function alertDialog(page: Page) {
  return page.getByRole("alertdialog");
}

export async function closeAlert(page: Page) {
  await alertDialog(page).getByRole("button", { name: "OK" }).click();
  await expect(alertDialog(page)).toBeHidden();
}

/**
 * The newest code e-mailed to the address, read where a person reads it in the demo: the local mailbox
 * (/dev/mail, newest first). Codes go out just after the answer, so the mailbox is polled. Pass the
 * previous code to wait for a fresh one after a resend.
 */
export async function codeFromMailbox(context: BrowserContext, email: string, previous?: string): Promise<string> {
  const mailbox = await context.newPage();
  let code = "";
  try {
    await expect
      .poll(
        async () => {
          await mailbox.goto(`/dev/mail?to=${encodeURIComponent(email)}`);
          const mail = mailbox
            .getByTestId("mail")
            .filter({ has: mailbox.getByRole("heading", { name: /code/i }) })
            .first();
          const text = (await mail.count()) ? await mail.innerText() : "";
          code = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
          return code && code !== previous ? code : "";
        },
        { message: `a code e-mail to ${email}`, timeout: 15_000 },
      )
      .not.toBe("");
  } finally {
    await mailbox.close();
  }
  return code;
}

export const deviceNotice = (page: Page) => page.getByRole("heading", { name: "Not available on mobile" });

type PartnerScreens = {
  signUp: SignUpPage;
  signIn: SignInPage;
  forgotPassword: ForgotPasswordPage;
  otp: OtpPage;
  updatePassword: UpdatePasswordPage;
  /** The modal alert the screens show for a refused request, and its OK button. */
  alert: { dialog: Locator; close: () => Promise<void> };
  /** The demo's local mailbox: the newest code e-mailed to an address (a fresh one after `previous`). */
  mailbox: { code: (email: string, previous?: string) => Promise<string> };
};

/**
 * The partner screens' tests: their page objects as fixtures (every test's page asks from an address of
 * its own: e2e/fixtures.ts).
 */
export const test = base.extend<PartnerScreens>({
  signUp: async ({ page }, use) => use(new SignUpPage(page)),
  signIn: async ({ page }, use) => use(new SignInPage(page)),
  forgotPassword: async ({ page }, use) => use(new ForgotPasswordPage(page)),
  otp: async ({ page }, use) => use(new OtpPage(page)),
  updatePassword: async ({ page }, use) => use(new UpdatePasswordPage(page)),
  alert: async ({ page }, use) => use({ dialog: alertDialog(page), close: () => closeAlert(page) }),
  mailbox: async ({ context }, use) => use({ code: (email, previous) => codeFromMailbox(context, email, previous) }),
});

export { expect };

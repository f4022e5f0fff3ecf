import type { BrowserContext, Page } from "@playwright/test";

export class ContactPage {
  constructor(readonly page: Page) {}
  goto() {
    return this.page.goto("/contact");
  }
  get name() {
    return this.page.getByLabel("Name");
  }
  get email() {
    return this.page.getByLabel("Email", { exact: false }).first();
  }
  get message() {
    return this.page.getByLabel("Message");
  }
  get send() {
    return this.page.getByRole("button", { name: "Send" });
  }
  async fill(values: { name: string; email: string; message: string }) {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.message.fill(values.message);
  }
}

export class LeadSignupPage {
  constructor(readonly page: Page) {}
  goto() {
    return this.page.goto("/signup");
  }
  /** Labels of required fields end with an asterisk. */
  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}\\*?$`));
  }
  get submit() {
    return this.page.getByRole("button", { name: "Sign Up" });
  }
  async fill(values: { name: string; email: string; phone: string; companySize: string; location: string }) {
    await this.field("Name").fill(values.name);
    await this.field("Email").fill(values.email);
    await this.field("Mobile").fill(values.phone);
    await this.field("Company size").selectOption(values.companySize);
    await this.field("Location").fill(values.location);
  }
}

export class AccountDeletionPage {
  constructor(readonly page: Page) {}
  goto() {
    return this.page.goto("/account-deletion");
  }
  get email() {
    return this.page.getByLabel("Email");
  }
  get reason() {
    return this.page.getByLabel("Reason (optional)");
  }
  get confirm() {
    return this.page.getByRole("checkbox");
  }
  get submit() {
    return this.page.getByRole("button", { name: /Request Account Deletion|Processing/ });
  }
}

/** A registered member (a lead row) made in the database: the e-mail an account deletion accepts. */
export async function registeredMember(
  sql: { query: (text: string, values: unknown[]) => Promise<unknown> },
  email: string,
) {
  await sql.query(
    `INSERT INTO "Lead" (id, name, email, phone, "companySize", "updatedAt") VALUES ($1, 'Member', $2, '9876543210', '1-10', now())`,
    [crypto.randomUUID(), email],
  );
  return email;
}

/**
 * The confirmation link e-mailed to the address, read where a person reads it in the demo: the local
 * mailbox (/dev/mail). The mail table holds the link without its token (decision 812).
 */
export async function deletionLinkFromMailbox(context: BrowserContext, email: string): Promise<string | undefined> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`/dev/mail?to=${encodeURIComponent(email)}`);
    const text = await mailbox.getByTestId("mail").first().innerText();
    return /(https?:\/\/\S+\/account-deletion\/confirm\?token=[\w-]+)/.exec(text)?.[1];
  } finally {
    await mailbox.close();
  }
}

import { describe, expect, it } from "vitest";
import { accountDeletionFormSchema } from "./account-deletion";
import { contactSchema } from "./contact";
import { leadSchema } from "./lead";
import { pageViewSchema } from "./page-view";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("public form schemas", () => {
  it("contact: every field required with the spec's message, e-mail checked", () => {
    expect(firstMessage(contactSchema.safeParse({ name: "", email: "a@b.co", message: "hi" }))).toBe("Please fill in all fields before submitting.");
    expect(firstMessage(contactSchema.safeParse({ name: "A", email: "nope", message: "hi" }))).toBe("Please enter a valid email address");
    expect(contactSchema.parse({ name: " A ", email: "a@b.co", message: "hi" }).name).toBe("A");
  });

  it("lead: company size from the five options, location optional", () => {
    const lead = { name: "A", email: "a@b.co", phone: "9876543210", companySize: "201-500" };
    expect(leadSchema.parse(lead).location).toBe("");
    expect(leadSchema.safeParse({ ...lead, companySize: "" }).success).toBe(false);
    expect(firstMessage(leadSchema.safeParse({ ...lead, phone: "12" }))).toBe("Please enter a valid mobile number");
  });

  it("account deletion: spec messages for e-mail and the confirm box", () => {
    expect(firstMessage(accountDeletionFormSchema.safeParse({ email: "", confirm: true }))).toBe("Email is required");
    expect(firstMessage(accountDeletionFormSchema.safeParse({ email: "a@b", confirm: true }))).toBe("Please enter a valid email address");
    expect(firstMessage(accountDeletionFormSchema.safeParse({ email: "a@b.co", confirm: false }))).toBe("Please confirm that you want to delete your account");
  });

  it("page view: strips the leading ? and refuses absolute URLs", () => {
    expect(pageViewSchema.parse({ path: "/a", query: "?x=1" }).query).toBe("x=1");
    expect(pageViewSchema.safeParse({ path: "http://x/" }).success).toBe(false);
  });
});

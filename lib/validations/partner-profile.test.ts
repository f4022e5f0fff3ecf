import { describe, expect, it } from "vitest";
import { profileSchema } from "./partner-profile";

const valid = {
  firstName: " Asha ",
  lastName: "Rao",
  phoneNumber: "+91 98765 43210",
  companyName: "Rao Foods",
  companyAddress: "1 MG Road,\nBengaluru",
  companyPrivacyURL: "https://raofoods.example/privacy",
};

describe("profileSchema", () => {
  it("trims and never carries the e-mail, status or token version", () => {
    const parsed = profileSchema.parse({ ...valid, email: "x@example.com", status: "APPROVED", tokenVersion: 9 });
    expect(parsed).toEqual({ ...valid, firstName: "Asha" });
  });

  it.each([
    ["companyPrivacyURL", "ftp://raofoods.example/privacy", "Please enter a valid URL"],
    ["companyPrivacyURL", "javascript:alert(1)", "Please enter a valid URL"],
    ["firstName", "   ", "First name is required"],
    ["phoneNumber", "call me", "Please enter a valid phone number"],
    ["companyName", "Rao\u0000Foods", "Please remove the unsupported (control) characters from this field"],
  ])("%s = %j is refused with %j", (field, value, message) => {
    const result = profileSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

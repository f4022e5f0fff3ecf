import { describe, expect, it } from "vitest";
import { SECRET_MASK, checkSecretSlots, fillSlots } from "../secret-slots";
import { renderEmail } from "./layout";
import { otpEmail } from "./otp";

describe("code e-mail", () => {
  it("carries the code in both parts as a secret, and says when it expires", () => {
    const mail = otpEmail({ code: "042917", type: "password_reset", minutes: 10 });
    expect(mail.subject).toMatch(/password reset code/);
    expect(mail.secrets).toEqual({ code: "042917" });
    expect(() => checkSecretSlots(mail, mail.secrets!)).not.toThrow();
    const fill = (name: string) => mail.secrets![name]!;
    expect(fillSlots(mail.text, fill)).toContain("042917");
    expect(fillSlots(mail.html, fill)).toContain("042917");
    expect(mail.text).toContain("10 minutes");
  });

  it("never holds the code itself: filled without the secret, the slot is masked", () => {
    const mail = otpEmail({ code: "042917", type: "email_verification", minutes: 10 });
    expect(`${mail.text}${mail.html}`).not.toContain("042917");
    expect(fillSlots(mail.text)).toContain(SECRET_MASK);
  });

  it("escapes everything it interpolates", () => {
    const mail = renderEmail({ subject: "<s>", heading: "<h>", paragraphs: ['"a" & <b>'] });
    expect(mail.html).not.toMatch(/<s>|<h>|<b>/);
    expect(mail.html).toContain("&quot;a&quot; &amp; &lt;b&gt;");
  });
});

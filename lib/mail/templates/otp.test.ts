import { describe, expect, it } from "vitest";
import { renderEmail } from "./layout";
import { otpEmail } from "./otp";

describe("code e-mail", () => {
  it("carries the code in both parts and says when it expires", () => {
    const mail = otpEmail({ code: "042917", type: "password_reset", minutes: 10 });
    expect(mail.subject).toMatch(/password reset code/);
    expect(mail.text).toContain("042917");
    expect(mail.html).toContain("042917");
    expect(mail.text).toContain("10 minutes");
  });

  it("escapes everything it interpolates", () => {
    const mail = renderEmail({ subject: "<s>", heading: "<h>", paragraphs: ['"a" & <b>'] });
    expect(mail.html).not.toMatch(/<s>|<h>|<b>/);
    expect(mail.html).toContain("&quot;a&quot; &amp; &lt;b&gt;");
  });
});

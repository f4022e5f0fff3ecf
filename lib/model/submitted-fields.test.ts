import { describe, expect, it } from "vitest";
import { submittedFields } from "./submitted-fields";

describe("submittedFields", () => {
  it("gives back each text field whole and a file by its name, leaving out secrets and Next's own fields", () => {
    const form = new FormData();
    form.set("reason", `Whole ${"x".repeat(50_000)}`);
    form.set("email", "asha@example.com");
    form.set("password", "hunter22");
    form.set("newPassword", "hunter23");
    form.set("code", "123456");
    form.set("apiToken", "t0k3n");
    form.set("$ACTION_ID_abc", "");
    form.set("image", new File(["png"], `${"n".repeat(300)}.png`));
    expect(submittedFields(form)).toEqual({
      reason: `Whole ${"x".repeat(50_000)}`,
      email: "asha@example.com",
      image: "n".repeat(200),
    });
  });
});

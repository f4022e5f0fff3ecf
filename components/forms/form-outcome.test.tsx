import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";
import { FormOutcome } from "./form-outcome";
import type { FormResult } from "./send-form";

const sent = { title: "Message Sent Successfully", description: "Thanks for reaching out!" };
const text = (outcome: FormResult | null, failedTitle?: string) =>
  renderToStaticMarkup(<FormOutcome outcome={outcome} sent={sent} failedTitle={failedTitle} />).replace(
    /<[^>]+>/g,
    " ",
  );

describe("FormOutcome: a form posted without JavaScript, answered by its server action", () => {
  it("says nothing before a post", () => {
    expect(renderToStaticMarkup(<FormOutcome outcome={null} sent={sent} />)).toBe("");
  });

  it("a success shows the form's own success text", () => {
    expect(text({ ok: true, data: null })).toContain("Message Sent Successfully");
    expect(text({ ok: true, data: null })).toContain("Thanks for reaching out!");
  });

  it("an empty field is 'Missing Fields'; another refused field asks to check the form", () => {
    const missing: FormResult = {
      ok: false,
      code: "validation_failed",
      fieldErrors: { message: [MISSING_FIELDS_MESSAGE] },
    };
    expect(text(missing)).toContain("Missing Fields");
    expect(text(missing)).toContain("What you typed is kept below.");
    const invalid: FormResult = { ok: false, code: "validation_failed", fieldErrors: { email: ["Bad e-mail"] } };
    expect(text(invalid)).toContain("Please check the form");
  });

  it("a refusal the server explains keeps its message; other failures are generic", () => {
    const notFound: FormResult = { ok: false, code: "bad_request", formError: "Email not found." };
    expect(text(notFound, "Failed to submit account deletion request")).toContain(
      "Failed to submit account deletion request",
    );
    expect(text(notFound)).toContain("Email not found.");
    const limit: FormResult = {
      ok: false,
      code: "rate_limited",
      formError: "Too many requests. Please try again later.",
    };
    expect(text(limit)).toContain("Something went wrong. Please try again later.");
    const fault: FormResult = { ok: false, code: "internal_error", formError: "Boom" };
    expect(text(fault)).toContain("Failed to Send Message");
    expect(text(fault)).not.toContain("Boom");
  });
});

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { accountDeletionFormSchema, accountDeletionSchema } from "./account-deletion";
import { blogPostInputSchema } from "./blog";
import { contactSchema } from "./contact";
import { leadSchema } from "./lead";
import { pageViewSchema } from "./page-view";
import { serviceInputSchema } from "./service";
import { CONTROL_CHARACTERS_MESSAGE } from "./text";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("public form schemas", () => {
  it("contact: every field required with the spec's message, e-mail checked", () => {
    expect(firstMessage(contactSchema.safeParse({ name: "", email: "a@b.co", message: "hi" }))).toBe(
      "Please fill in all fields before submitting.",
    );
    expect(firstMessage(contactSchema.safeParse({ name: "A", email: "nope", message: "hi" }))).toBe(
      "Please enter a valid email address",
    );
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
    expect(firstMessage(accountDeletionFormSchema.safeParse({ email: "a@b", confirm: true }))).toBe(
      "Please enter a valid email address",
    );
    expect(firstMessage(accountDeletionFormSchema.safeParse({ email: "a@b.co", confirm: false }))).toBe(
      "Please confirm that you want to delete your account",
    );
  });

  it("page view: strips the leading ?, keeps only campaign parameters and refuses absolute URLs", () => {
    expect(pageViewSchema.parse({ path: "/a", query: "?utm_source=x" }).query).toBe("utm_source=x");
    expect(pageViewSchema.parse({ path: "/a", query: "?x=1&token=t" }).query).toBe("");
    expect(pageViewSchema.safeParse({ path: "http://x/" }).success).toBe(false);
  });

  it("page view: keeps the referrer without its query or fragment, where a link's token would be", () => {
    const referrer = (value: string) => pageViewSchema.parse({ path: "/a", referrer: value }).referrer;
    expect(referrer("https://site.example/account-deletion/confirm?token=abc123#x")).toBe(
      "https://site.example/account-deletion/confirm",
    );
    expect(referrer("https://www.google.com/")).toBe("https://www.google.com/");
    expect(referrer("?token=abc")).toBeUndefined();
  });
});

// Every text field of every form: NUL and other controls are refused (a NUL reaching PostgreSQL is a 500),
// while multi-line fields keep their line breaks.
const valid = {
  contact: [
    contactSchema,
    { name: "Asha", email: "asha@example.com", message: "Hello" },
    ["name", "email", "message"],
    ["message"],
  ],
  lead: [
    leadSchema,
    { name: "Asha", email: "asha@example.com", phone: "9876543210", companySize: "1-10", location: "Pune" },
    ["name", "email", "phone", "location"],
    [],
  ],
  "account deletion": [
    accountDeletionSchema,
    { email: "asha@example.com", reason: "Moving on" },
    ["email", "reason"],
    ["reason"],
  ],
  "page view": [
    pageViewSchema,
    { path: "/blog", query: "x=1", referrer: "https://example.com/" },
    ["path", "query", "referrer"],
    [],
  ],
  "blog post": [
    blogPostInputSchema,
    { title: "T", description: "D", images: ["/images/a.svg"], tags: ["Loans"] },
    ["title", "description", "images.0", "tags.0"],
    ["description"],
  ],
  service: [
    serviceInputSchema,
    {
      title: "T",
      tagLine: "L",
      description: "D",
      images: ["/images/a.svg"],
      whyWeBuilt: "W",
      howItWorks: "H",
      highlights: ["h"],
      benefits: ["b"],
      languageStyle: "S",
    },
    [
      "title",
      "tagLine",
      "description",
      "images.0",
      "whyWeBuilt",
      "howItWorks",
      "highlights.0",
      "benefits.0",
      "languageStyle",
    ],
    ["description", "whyWeBuilt", "howItWorks", "languageStyle"],
  ],
} as const satisfies Record<
  string,
  readonly [z.ZodType, Record<string, unknown>, readonly string[], readonly string[]]
>;

function withValue(
  body: Record<string, unknown>,
  path: string,
  insert: (s: string) => string,
): Record<string, unknown> {
  const [key, index] = path.split(".") as [string, string | undefined];
  const copy = structuredClone(body);
  if (index === undefined) copy[key] = insert(String(copy[key]));
  else (copy[key] as string[])[Number(index)] = insert((copy[key] as string[])[Number(index)]!);
  return copy;
}

describe.each(Object.entries(valid))("%s schema and control characters", (_name, [schema, body, fields, multiLine]) => {
  it("accepts the valid body", () => expect(schema.safeParse(body).success).toBe(true));

  it.each(fields)("refuses NUL, ESC and C1 in %s", (field) => {
    for (const c of ["\u0000", "\u001b", "\u0085"]) {
      const result = schema.safeParse(withValue(body, field, (v) => `${v}${c}end`));
      expect(result.success, JSON.stringify(c)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it.each(fields)("line breaks in %s: kept only in multi-line fields", (field) => {
    const result = schema.safeParse(withValue(body, field, (v) => `${v}\r\n\tend`));
    expect(result.success).toBe((multiLine as readonly string[]).includes(field));
  });
});

import { describe, expect, it } from "vitest";
import { blogPostInputSchema, blogPostUpdateSchema } from "./blog";

const post = { title: "Budgeting", description: "Text" };

describe("blog post tags", () => {
  it("keeps one of tags that differ only in case or spacing, the first as typed (console review m23)", () => {
    const tags = ["Budgeting", "budgeting", " BUDGETING ", "Savings", "savings"];
    expect(blogPostInputSchema.parse({ ...post, tags }).tags).toEqual(["Budgeting", "Savings"]);
    expect(blogPostUpdateSchema.parse({ tags }).tags).toEqual(["Budgeting", "Savings"]);
  });
});

describe("blog post messages", () => {
  it("name the field as the form labels it, Text (console review m19)", () => {
    const empty = blogPostInputSchema.safeParse({ ...post, description: "" });
    const long = blogPostInputSchema.safeParse({ ...post, description: "x".repeat(50_001) });
    expect(empty.error?.issues[0]?.message).toBe("Text is required");
    expect(long.error?.issues[0]?.message).toBe("Text is too long: at most 50,000 characters");
  });
});

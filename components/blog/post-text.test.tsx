import { describe, expect, it } from "vitest";
import { descriptionLines, excerpt, featuredSlugs, hasTag, primaryTag, tagsInUse } from "./post-text";

describe("descriptionLines", () => {
  it("splits on literal backslash-n and on real newlines, dropping empty lines", () => {
    expect(descriptionLines("One.\\nTwo.\\n\\nThree.\nFour.")).toEqual(["One.", "Two.", "Three.", "Four."]);
  });

  it("keeps markup as plain text", () => {
    expect(descriptionLines("<b>bold</b>\\nnext")).toEqual(["<b>bold</b>", "next"]);
  });
});

describe("excerpt", () => {
  it("joins lines and keeps short text whole", () => {
    expect(excerpt("First line.\\nSecond line.")).toBe("First line. Second line.");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const text = excerpt("word ".repeat(100), 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text).toMatch(/word…$/);
  });
});

describe("tags", () => {
  it("shows 'General' when a post has no tag", () => {
    expect(primaryTag([])).toBe("General");
    expect(primaryTag(["Loans", "Savings"])).toBe("Loans");
  });

  it("matches by inclusion, ignoring case", () => {
    expect(hasTag(["Budgeting", "Savings"], "savings")).toBe(true);
    expect(hasTag(["Budgeting"], "Savings")).toBe(false);
  });

  it("lists tags by use, then name", () => {
    expect(tagsInUse([{ tags: ["B", "A"] }, { tags: ["A"] }, { tags: [] }, { tags: ["C"] }])).toEqual(["A", "B", "C"]);
  });
});

describe("featuredSlugs", () => {
  it("is the first post and the first of each tag's, whatever the tag's case in the link", () => {
    const posts = [
      { slug: "a", tags: ["Savings"] },
      { slug: "b", tags: ["savings", "Tax"] },
      { slug: "c", tags: ["Tax"] },
      { slug: "d", tags: ["Budgeting"] },
      { slug: "e", tags: ["Budgeting", "Tax"] },
    ];
    expect([...featuredSlugs(posts)].sort()).toEqual(["a", "b", "d"]);
    // Whichever tag the filter shows, its first post is one of them.
    for (const tag of tagsInUse(posts)) {
      const first = posts.find((post) => hasTag(post.tags, tag))!;
      expect(featuredSlugs(posts).has(first.slug)).toBe(true);
    }
  });

  it("is nothing without posts", () => {
    expect(featuredSlugs([]).size).toBe(0);
  });
});

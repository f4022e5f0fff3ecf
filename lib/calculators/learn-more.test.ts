import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/model/slug";
import { blogPosts } from "@/prisma/seed-data/blog-posts";
import { calculators } from "./index";
import { LEARN_MORE_POSTS, learnMoreHref } from "./learn-more";

describe("learn more links", () => {
  it.each(calculators)("$id points at a seeded blog post", ({ id }) => {
    const slugs = blogPosts.map((post) => slugify(post.title));
    const href = learnMoreHref(id);
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(slugs).toContain(href.slice("/blog/".length));
    expect(LEARN_MORE_POSTS[id]).toBeTruthy();
  });

  it("writes the EMI slug as the blog does", () => {
    expect(learnMoreHref("emi")).toBe("/blog/emi-101-how-banks-calculate-your-monthly-payment");
  });
});

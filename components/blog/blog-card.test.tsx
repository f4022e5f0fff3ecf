import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FeaturedBlogCard } from "./blog-card";

// The blog page's featured post is whichever is newest, which the browser tests' own publishing changes;
// so the card itself is checked here, with a seeded drawing from /public.
const post = {
  slug: "emi-101-how-banks-calculate-your-monthly-payment",
  title: "EMI 101",
  excerpt: "How banks calculate your monthly payment.",
  image: "/images/blog/emi-101.svg",
  tags: ["Loans"],
};

describe("FeaturedBlogCard", () => {
  it("sends the picture of the card the page shows first inside the HTML", () => {
    const html = renderToStaticMarkup(<FeaturedBlogCard post={post} preload />);
    expect(html).toMatch(/<img [^>]*src="data:image\/svg\+xml,%3Csvg/);
    expect(html).not.toContain("/images/blog/emi-101.svg");
  });

  it("leaves a filtered view's featured picture at its address", () => {
    const html = renderToStaticMarkup(<FeaturedBlogCard post={post} />);
    expect(html).toMatch(/<img [^>]*src="\/images\/blog\/emi-101.svg"/);
  });
});

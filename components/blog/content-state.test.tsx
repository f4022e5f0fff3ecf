import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MissingContentMessage } from "./content-state";

describe("the not-found screens of a post and a service", () => {
  it("each has the spec's text as its one <h1> (the validator warns of a page without one)", () => {
    expect(renderToStaticMarkup(<MissingContentMessage kind="post" />)).toMatch(/<h1[^>]*>Blog post not found\.<\/h1>/);
    expect(renderToStaticMarkup(<MissingContentMessage kind="service" />)).toMatch(/<h1[^>]*>Service Not Found<\/h1>/);
  });
});

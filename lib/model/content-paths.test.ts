import { describe, expect, it } from "vitest";
import { blogPostPath, servicePath, shareImagePath } from "./content-paths";

describe("content paths", () => {
  it.each([
    ["emi-101-how-banks-calculate-your-monthly-payment", "/blog/emi-101-how-banks-calculate-your-monthly-payment"],
    ["a/b?c#d", "/blog/a%2Fb%3Fc%23d"],
    ["ünïcode", "/blog/%C3%BCn%C3%AFcode"],
  ])("post %s is at %s", (slug, path) => {
    expect(blogPostPath(slug)).toBe(path);
  });

  it.each([
    ["seed-service-01", "/dynamics/seed-service-01"],
    ["../admin", "/dynamics/..%2Fadmin"],
  ])("service %s is at %s", (id, path) => {
    expect(servicePath(id)).toBe(path);
  });
});

describe("share image paths", () => {
  it("sit under /share-image, a post's and a service's with the time it last changed", () => {
    expect(shareImagePath("/EMICalculator")).toBe("/share-image/EMICalculator");
    expect(shareImagePath(blogPostPath("a/b"), "2026-11-28T10:00:00.000Z")).toBe(
      `/share-image/blog/a%2Fb?v=${Date.UTC(2026, 10, 28, 10).toString(36)}`,
    );
  });
});

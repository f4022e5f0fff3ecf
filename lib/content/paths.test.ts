import { describe, expect, it } from "vitest";
import { blogPostPath, servicePath } from "./paths";

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

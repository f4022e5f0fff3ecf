import { beforeEach, describe, expect, it, vi } from "vitest";

// The proxy's check for unknown posts and services (decision 012): the data modules stand in for the
// database, counting each question.
const published = vi.hoisted(() => ({ posts: new Set<string>(), services: new Set<string>(), asked: [] as string[] }));
vi.mock("@/lib/data/blog", () => ({
  isPublishedBlogSlug: async (slug: string) => {
    published.asked.push(`post:${slug}`);
    if (slug.startsWith("outage")) throw new Error("database away");
    return published.posts.has(slug);
  },
}));
vi.mock("@/lib/data/services", () => ({
  isPublishedServiceId: async (id: string) => (published.asked.push(`service:${id}`), published.services.has(id)),
}));

const { missingContent } = await import("./missing-content");

beforeEach(() => {
  published.asked.length = 0;
});

describe("missingContent", () => {
  it("names the kind of an unknown post or service, and asks nothing for other paths", async () => {
    expect(await missingContent("/blog/no-such-post", 0)).toBe("post");
    expect(await missingContent("/dynamics/no-such-service", 0)).toBe("service");
    expect(await missingContent("/BlogPage", 0)).toBeNull();
    expect(await missingContent("/blog/a/b", 0)).toBeNull();
    expect(await missingContent("/dashboard", 0)).toBeNull();
    expect(published.asked).toEqual(["post:no-such-post", "service:no-such-service"]);
  });

  it("remembers a published key for a minute, then asks again; an unknown key is asked every time", async () => {
    published.posts.add("emi-101");
    expect(await missingContent("/blog/emi-101", 1_000)).toBeNull();
    expect(await missingContent("/blog/emi-101", 60_999)).toBeNull();
    expect(published.asked).toEqual(["post:emi-101"]);
    published.posts.delete("emi-101");
    expect(await missingContent("/blog/emi-101", 61_000)).toBe("post");
    expect(await missingContent("/blog/emi-101", 61_001)).toBe("post");
    expect(published.asked).toHaveLength(3);
  });

  it("a post published after a miss is found at once", async () => {
    expect(await missingContent("/blog/fresh-post", 5_000)).toBe("post");
    published.posts.add("fresh-post");
    expect(await missingContent("/blog/fresh-post", 5_001)).toBeNull();
  });

  it("leaves the page to answer when the check fails", async () => {
    expect(await missingContent("/blog/outage-1", 0)).toBeNull();
  });
});

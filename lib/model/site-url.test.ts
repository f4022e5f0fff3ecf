import { describe, expect, it } from "vitest";
import { sitePathOf, storedImageUrl } from "./site-url";

const ORIGIN = "https://paisapilot.example";

describe("an upload's answer as a form stores it (decision 825)", () => {
  it("keeps this site's upload as its path, and another host's image as it is", () => {
    expect(storedImageUrl(`${ORIGIN}/uploads/abc-0123456789abcdef01234567.png`, ORIGIN)).toBe(
      "/uploads/abc-0123456789abcdef01234567.png",
    );
    expect(storedImageUrl("/uploads/a.png", ORIGIN)).toBe("/uploads/a.png");
    const blob = "https://store.public.blob.vercel-storage.com/uploads/a.png";
    expect(storedImageUrl(blob, ORIGIN)).toBe(blob);
  });

  it("is null for another origin, a protocol-relative address or something that is not a URL", () => {
    expect(sitePathOf("https://paisapilot.example.evil/uploads/a.png", ORIGIN)).toBeNull();
    expect(sitePathOf("http://paisapilot.example/uploads/a.png", ORIGIN)).toBeNull();
    expect(sitePathOf("//paisapilot.example/uploads/a.png", ORIGIN)).toBeNull();
    expect(sitePathOf("not a url", ORIGIN)).toBeNull();
  });

  it("knows this site by its fully qualified name too (a trailing dot), so its tracking link is not a foreign image", () => {
    expect(sitePathOf("https://paisapilot.example./go/abc", ORIGIN)).toBe("/go/abc");
    expect(sitePathOf("https://PaisaPilot.Example/go/abc", ORIGIN)).toBe("/go/abc");
    expect(sitePathOf("https://paisapilot.example.:443/go/abc", ORIGIN)).toBe("/go/abc");
    expect(sitePathOf("https://paisapilot.example:8443/go/abc", ORIGIN)).toBeNull();
  });
});

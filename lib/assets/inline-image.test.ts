import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A site of its own: /public with a small and a large drawing, and a drawing beside /public.
const root = mkdtempSync(path.join(os.tmpdir(), "inline-image-"));
const small =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" aria-label="Karthik\'s 100% #1"><rect fill="#ccfbf1" width="9"/></svg>';
let firstPaintImageSrc: typeof import("./inline-image").firstPaintImageSrc;

beforeAll(async () => {
  mkdirSync(path.join(root, "public/images"), { recursive: true });
  writeFileSync(path.join(root, "public/images/small.svg"), small);
  writeFileSync(path.join(root, "public/images/large.svg"), `<svg>${"<rect/>".repeat(1500)}</svg>`);
  writeFileSync(path.join(root, "secret.svg"), small);
  vi.spyOn(process, "cwd").mockReturnValue(root);
  ({ firstPaintImageSrc } = await import("./inline-image"));
});
afterAll(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe("firstPaintImageSrc", () => {
  it("puts a small SVG of the site's own into the page as a data: URL of the very same drawing", () => {
    const src = firstPaintImageSrc("/images/small.svg");
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(src!.slice("data:image/svg+xml,".length))).toBe(small);
  });

  it("leaves a picture the page does not show first at its address", () => {
    expect(firstPaintImageSrc("/images/small.svg", false)).toBe("/images/small.svg");
  });

  it.each([
    ["no picture", null],
    ["no picture", undefined],
    ["an upload on another host", "https://store.example/blog/cover.svg"],
    ["a raster", "/images/cover.png"],
    ["a missing file", "/images/not-there.svg"],
    ["a file outside /public", "/../secret.svg"],
    ["a file with a query", "/images/small.svg?v=2"],
    ["a file over 8 KB", "/images/large.svg"],
  ])("leaves %s to be fetched as before (%s)", (_, src) => {
    expect(firstPaintImageSrc(src)).toBe(src);
  });
});

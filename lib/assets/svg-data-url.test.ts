import { describe, expect, it } from "vitest";
import { svgDataUrl } from "./svg-data-url";

describe("svgDataUrl", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" aria-label='Karthik\u2019s 100% #1 "plan" & more'>\n<style>.m{fill:red}</style><path d="M0 0h9"/>🙂\\</svg>`;

  it("gives back the very drawing", () => {
    expect(decodeURIComponent(svgDataUrl(svg).slice("data:image/svg+xml,".length))).toBe(svg);
  });

  it("escapes only what a URL, HTML or JSON would read otherwise, and keeps the rest as it is", () => {
    const url = svgDataUrl(svg);
    expect(url).not.toMatch(/[ "'<>&{}|\\\n]|%(?![0-9A-F]{2})|#/);
    expect(url).toContain("%20xmlns=%22http://www.w3.org/2000/svg%22%20");
    expect(url.length).toBeLessThan(`data:image/svg+xml,${encodeURIComponent(svg)}`.length);
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "./content-image";

const narrow = "https://files.example/service-phone.png";
const wide = "https://files.example/service-desktop.png";
const media = "(min-width: 790px)";

describe("ContentImage with a wide variant", () => {
  it("is one picture: the wide file only where the screen matches, each preloaded only for its own screens", () => {
    const html = renderToStaticMarkup(
      <ContentImage
        src={narrow}
        alt="Bill splitting"
        priority
        sizes="100vw"
        wide={{ src: wide, sizes: "1024px", media }}
      />,
    );
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(
      /<picture><source media="\(min-width: 790px\)" srcSet="https:\/\/files\.example\/service-desktop\.png"/,
    );
    expect(html).toMatch(/<img [^>]*src="https:\/\/files\.example\/service-phone\.png"/);
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(2);
    expect(preloads.find((l) => l.includes("service-phone"))).toContain(`media="not all and ${media}"`);
    expect(preloads.find((l) => l.includes("service-desktop"))).toContain(`media="${media}"`);
  });

  it("is a plain image when both screens show the same file", () => {
    const html = renderToStaticMarkup(
      <ContentImage src={narrow} alt="Bill splitting" sizes="100vw" wide={{ src: narrow, sizes: "1024px", media }} />,
    );
    expect(html).not.toContain("<picture>");
    expect(html.match(/<img /g)).toHaveLength(1);
  });
});

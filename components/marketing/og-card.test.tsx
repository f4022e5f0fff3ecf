import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { calculators } from "@/lib/calculators/catalog";
import { blogIntro, calculatorsDescription, dynamicsIntro } from "@/lib/copy/list-pages";
import { probeFit } from "@/tests/shared/og-fit";
import { OgCard, shareImage, type OgCardContent } from "./og-card";
import { OG_PROBE } from "./og-parts";

// What a writer can give a post or a service (lib/validations/blog.ts, service.ts): a title of up to 200
// characters, tags of up to 40, ten of them. The widest letters, and words too long for one line.
const longWords = "Wealth Management Walkthrough: ".repeat(7).slice(0, 200);
const oneWord = "W".repeat(200);
const widestTags = Array.from({ length: 10 }, (_, i) => `${"W".repeat(38)}${i}`);

const cases: Record<string, OgCardContent> = {
  "a 200-character title of long words": {
    section: "Blog",
    title: longWords,
    description: "M".repeat(400),
    pills: widestTags,
  },
  "a 200-character title of one word": { section: "Blog", title: oneWord, description: oneWord, pills: [oneWord] },
  "a 56-character title": { section: "Dynamics", title: "W".repeat(56), description: "Short tagline." },
  "a 28-character title": { section: "Dynamics", title: "W".repeat(28) },
  "a long section name": { section: "W".repeat(120), title: "Title" },
  "the blog list": { section: "Blog", title: "News and Insights", description: blogIntro, pills: ["Crypto", "Loans"] },
  "the services list": { section: "Dynamics", title: "The features behind the app", description: dynamicsIntro },
  "the calculators list": {
    section: "Calculators",
    title: "Free finance calculators",
    description: calculatorsDescription,
  },
  ...Object.fromEntries(
    calculators.map((c) => [c.title, { section: "Calculators", title: c.title, description: c.description }]),
  ),
};

describe("a page's share image", () => {
  for (const [name, content] of Object.entries(cases)) {
    it(`${name}: every text stays inside the card`, { timeout: 60_000 }, async () => {
      // OG_PREVIEW_DIR=/some/folder writes each image as it really looks, to look at.
      const folder = process.env.OG_PREVIEW_DIR;
      if (folder) {
        const png = Buffer.from(await shareImage(<OgCard content={content} />).arrayBuffer());
        writeFileSync(path.join(folder, `card-${name.replace(/\W+/g, "-")}.png`), png);
      }
      const fit = await probeFit(<OgCard content={content} palette={OG_PROBE} />);
      expect(fit.problems).toEqual([]);
    });
  }

  it("is a 1200x630 PNG that caches may keep", async () => {
    const response = shareImage(<OgCard content={cases["the blog list"]!} />);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=86400/);
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

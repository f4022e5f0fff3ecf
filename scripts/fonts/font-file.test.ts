import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_URL } from "@/config/font";

const root = path.resolve(import.meta.dirname, "../..");

describe("the site's font", () => {
  it("is a file in /public whose name starts its content's SHA-256, so a year's cache is safe", () => {
    const file = path.join(root, "public", FONT_URL);
    expect(existsSync(file)).toBe(true);
    const hash = createHash("sha256").update(readFileSync(file)).digest("hex");
    expect(FONT_URL).toBe(`/fonts/inter-latin-wght.${hash.slice(0, 10)}.woff2`);
  });

  it("is declared in the stylesheet at the address the layout preloads", () => {
    const css = readFileSync(path.join(root, "app/theme.css"), "utf8");
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? "");
    const inter = faces.find((face) => /font-family:\s*"Inter";/.test(face));
    expect(inter).toContain(`url("${FONT_URL}")`);
    expect(inter).toContain("font-display: optional");
  });
});

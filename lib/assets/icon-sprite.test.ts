import { describe, expect, it } from "vitest";
import { buildIconSprite } from "./icon-sprite-build";
import { ICON_SPRITE_HREF, ICON_SPRITE_SVG } from "./icon-sprite.generated";
import { spriteIconSet } from "./icon-sprite-set";

describe("the icon sprite (decision 630)", () => {
  it("is the committed file, drawn from the icon components as they are now", () => {
    // Fails after a change to the set or an icon package: run `npx tsx scripts/icon-sprite.ts`.
    const built = buildIconSprite();
    expect(ICON_SPRITE_SVG).toBe(built.svg);
    expect(ICON_SPRITE_HREF).toBe(built.href);
  });

  it("has one symbol per icon, with the icon's own drawing and paint", () => {
    const ids = [...ICON_SPRITE_SVG.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(spriteIconSet));
    expect(ICON_SPRITE_SVG).toContain(
      '<symbol id="plus" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14"></path><path d="M12 5v14"></path></symbol>',
    );
    expect(ICON_SPRITE_SVG).toMatch(
      /<symbol id="apple" stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 384 512"><path d="M318.7 268.7/,
    );
  });
});

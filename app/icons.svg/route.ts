import { ICON_SPRITE_SVG } from "@/lib/assets/icon-sprite.generated";

// The icons the public pages repeat, as one file each page points at with `<use href>` (decision 630):
// inline, each was drawn in the HTML and again in the flight data. The pages ask for it under a hash of its
// text (ICON_SPRITE_HREF), so it is cached for a year.
export const dynamic = "force-static";

export function GET() {
  return new Response(ICON_SPRITE_SVG, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}

import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { spriteIconSet } from "./icon-sprite-set";

/** What a symbol keeps of the icon's own `<svg>`: its coordinates and how it paints; never size or class. */
const KEPT = ["viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];

/** One icon as the component draws it, as a `<symbol>` with the same drawing and paint. */
export function symbolOf(id: string, Icon: (typeof spriteIconSet)[keyof typeof spriteIconSet]): string {
  const markup = renderToStaticMarkup(<Icon aria-hidden="true" />);
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`${id}: not one <svg>`);
  const attributes = [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)]
    .filter(([, name]) => KEPT.includes(name!))
    .map(([all]) => ` ${all}`)
    .join("");
  return `<symbol id="${id}"${attributes}>${match[2]}</symbol>`;
}

/** The sprite's text and its address with a hash of that text, so the file can be cached for a year. */
export function buildIconSprite(): { svg: string; href: string; ids: string[] } {
  const ids = Object.keys(spriteIconSet);
  const symbols = Object.entries(spriteIconSet).map(([id, Icon]) => symbolOf(id, Icon));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  return { svg, href: `/icons.svg?v=${hash}`, ids };
}

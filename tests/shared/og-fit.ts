// Whether every text of a share image stays inside its box, read from the pixels of the real PNG that
// next/og draws. The image is drawn with OG_PROBE (components/marketing/og-parts.tsx): black canvas, every
// box that holds text green, main texts blue and secondary texts red. Colours change no layout, so the
// probe image has the real one's boxes and line breaks. A text is inside its box when, from each of its
// pixels, the first non-text pixel in each of the four directions is the box's green, never the canvas'
// black or the image's edge. A label and a value that overlap or touch leave red and blue in one pixel
// or in one unbroken run of text pixels.
import type { ReactElement } from "react";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { OG_SIZE } from "@/components/marketing/og-parts";

type Kind = "canvas" | "box" | "main" | "secondary" | "both";

const INK = 96;

function kindOf(r: number, g: number, b: number): Kind {
  const red = r >= INK;
  const blue = b >= INK;
  if (red && blue) return "both";
  if (blue) return "main";
  if (red) return "secondary";
  return g >= INK ? "box" : "canvas";
}

export type Fit = { width: number; height: number; problems: string[] };

/** Draws `element` (made with OG_PROBE) as next/og does and lists where text leaves its box. */
export async function probeFit(element: ReactElement): Promise<Fit> {
  const png = Buffer.from(await new ImageResponse(element, OG_SIZE).arrayBuffer());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const kinds: Kind[] = new Array(width * height);
  for (let i = 0; i < width * height; i++) kinds[i] = kindOf(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
  const at = (x: number, y: number) => kinds[y * width + x]!;
  const problems = new Set<string>();
  const report = (text: string) => {
    if (problems.size < 12) problems.add(text);
  };

  // One line of pixels (a row or a column): each run of text pixels must have a box on both ends and
  // only one colour of text in it.
  const scan = (length: number, pixel: (i: number) => Kind, where: (i: number) => string) => {
    let start = -1;
    const colours = new Set<Kind>();
    for (let i = 0; i <= length; i++) {
      const kind = i < length ? pixel(i) : "canvas";
      if (kind === "main" || kind === "secondary" || kind === "both") {
        if (start === -1) start = i;
        colours.add(kind);
        continue;
      }
      if (start !== -1) {
        const before = start === 0 ? "edge" : pixel(start - 1);
        const after = i === length ? "edge" : kind;
        if (before !== "box" || after !== "box")
          report(`text outside its box at ${where(before !== "box" ? start : i - 1)}`);
        if (colours.size > 1 || colours.has("both")) report(`a label and a value touch or overlap at ${where(start)}`);
        start = -1;
        colours.clear();
      }
    }
  };
  for (let y = 0; y < height; y++)
    scan(
      width,
      (x) => at(x, y),
      (x) => `x=${x}, y=${y}`,
    );
  for (let x = 0; x < width; x++)
    scan(
      height,
      (y) => at(x, y),
      (y) => `x=${x}, y=${y}`,
    );
  // A box cut by the image's edge has grown out of the canvas.
  for (let x = 0; x < width; x++)
    for (const y of [0, height - 1])
      if (at(x, y) !== "canvas") report(`a box reaches the image's edge at x=${x}, y=${y}`);
  for (let y = 0; y < height; y++)
    for (const x of [0, width - 1])
      if (at(x, y) !== "canvas") report(`a box reaches the image's edge at x=${x}, y=${y}`);
  return { width, height, problems: [...problems] };
}

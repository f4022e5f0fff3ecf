// Text helpers for 'Dynamics' service pages.

/** Card numbers: 1 -> "01". */
export function padIndex(index: number): string {
  return String(index).padStart(2, "0");
}

/** One step per line; numbering the editor typed ("1. ", "2) ", "3 - ") is dropped because the list numbers itself. */
export function howItWorksSteps(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\\n|\r?\n/)
    .map((line) => line.replace(/^\s*(?:step\s*)?\d+\s*(?:[.):-]|\s-)\s*/i, "").trim())
    .filter(Boolean);
}

/** Which image leads: the second on phones, the first on larger screens; the rest follow. */
export function serviceImages(images: readonly string[]): {
  mobile: string | null;
  desktop: string | null;
  rest: string[];
} {
  return {
    mobile: images[1] ?? images[0] ?? null,
    desktop: images[0] ?? null,
    rest: images.slice(2),
  };
}

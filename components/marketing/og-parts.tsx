import type { CSSProperties } from "react";
import { siteConfig } from "@/config/site";

// What the site's Open Graph images share (app/opengraph-image.tsx, app/share-image, the content pages'
// opengraph-image files): the size, the colours, the canvas and the brand mark, in next/og's subset of CSS
// (every box a flex box).

export const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * The colours of a share image by role. Every image takes one, so a test can draw the same layout with
 * OG_PROBE: each surface that holds text in one colour and each text in one of two, which shows in the
 * pixels where every text ends (tests/shared/og-fit.ts).
 */
export type OgPalette = {
  /** The whole image. */
  canvas: string;
  /** A box that holds text (a white card). */
  panel: string;
  /** The box of the figure or title that matters most. */
  strong: string;
  /** A row without a box of its own (the header): transparent in the real image. */
  band: string;
  /** Main text, on a panel or the canvas. */
  ink: string;
  /** Labels and secondary text. */
  muted: string;
  /** Text in the brand's colour (a section's name). */
  accent: string;
  /** Text on `strong`. */
  onStrong: string;
  onStrongMuted: string;
};

export const OG_COLOURS: OgPalette = {
  canvas: "linear-gradient(135deg, #f0fdfa 0%, #99f6e4 60%, #14b8a6 100%)",
  panel: "rgba(255, 255, 255, 0.88)",
  strong: "#0f766e",
  band: "transparent",
  ink: "#0f172a",
  muted: "#475569",
  accent: "#0f766e",
  onStrong: "#ffffff",
  onStrongMuted: "#ccfbf1",
};

/** Surfaces green on black, main texts blue and secondary texts red: see OgPalette. */
export const OG_PROBE: OgPalette = {
  canvas: "#000000",
  panel: "#00ff00",
  strong: "#00ff00",
  band: "#00ff00",
  ink: "#0000ff",
  muted: "#ff0000",
  accent: "#ff0000",
  onStrong: "#0000ff",
  onStrongMuted: "#ff0000",
};

/** The whole 1200x630 canvas: a column on the brand's gradient. */
export function ogCanvas(style: CSSProperties, palette: OgPalette = OG_COLOURS): CSSProperties {
  return {
    width: "100%",
    height: "100%",
    display: "flex",
    flexDirection: "column",
    color: palette.ink,
    background: palette.canvas,
    ...style,
  };
}

/** The square mark with the name's first letter, `size` pixels wide. */
export function OgMark({ size, palette = OG_COLOURS }: { size: number; palette?: OgPalette }) {
  return (
    <div
      style={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: Math.round(size * 0.28),
        background: palette.strong,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        color: palette.onStrong,
        fontSize: Math.round(size * 0.61),
        fontWeight: 800,
      }}
    >
      {siteConfig.name.slice(0, 1)}
    </div>
  );
}

/** The header every content image starts with: the mark, the site's name and what the page is. */
export function OgHeader({ section, palette = OG_COLOURS }: { section: string; palette?: OgPalette }) {
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        gap: 16,
        padding: "8px 16px 8px 8px",
        borderRadius: 20,
        background: palette.band,
        alignSelf: "flex-start",
        maxWidth: "100%",
        fontSize: 30,
      }}
    >
      <OgMark size={52} palette={palette} />
      <div style={{ display: "flex", flexShrink: 0, color: palette.ink, fontWeight: 700 }}>{siteConfig.name}</div>
      <div
        style={{
          display: "block",
          flexShrink: 1,
          minWidth: 0,
          color: palette.accent,
          lineClamp: 1,
          wordBreak: "break-all",
        }}
      >
        {section}
      </div>
    </div>
  );
}

import type { CSSProperties } from "react";
import { siteConfig } from "@/config/site";

// What the site's Open Graph images share (app/opengraph-image.tsx, app/share-image): the canvas and
// the brand mark, in next/og's subset of CSS (every box a flex box).

/** The whole 1200x630 canvas: a column on the brand's gradient. */
export function ogCanvas(style: CSSProperties): CSSProperties {
  return {
    width: "100%",
    height: "100%",
    display: "flex",
    flexDirection: "column",
    color: "#0f172a",
    background: "linear-gradient(135deg, #f0fdfa 0%, #99f6e4 60%, #14b8a6 100%)",
    ...style,
  };
}

/** The square mark with the name's first letter, `size` pixels wide. */
export function OgMark({ size }: { size: number }) {
  return (
    <div
      style={{
        width: size,
        height: size,
        borderRadius: Math.round(size * 0.28),
        background: "#0f766e",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        color: "#fff",
        fontSize: Math.round(size * 0.61),
        fontWeight: 800,
      }}
    >
      {siteConfig.name.slice(0, 1)}
    </div>
  );
}

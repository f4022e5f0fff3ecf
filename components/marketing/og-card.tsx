import { ImageResponse } from "next/og";
import type { ReactElement } from "react";
import { OG_COLOURS, OG_SIZE, OgHeader, ogCanvas, type OgPalette } from "./og-parts";

/** What a page's share image says: its section, its title, a line or two about it and a few labels. */
export type OgCardContent = {
  /** Where the page sits ('Blog', 'Dynamics', a calculator's name). */
  section: string;
  title: string;
  description?: string;
  /** Tags or names, the first three shown. */
  pills?: readonly string[];
};

const MAX_PILLS = 3;

/**
 * The title's size by its length, so a short title is large and a long one (a post's may have 200
 * characters) still ends inside the card: three lines at most, then an ellipsis.
 */
function titleStyle(title: string) {
  if (title.length <= 28) return { fontSize: 68, lineClamp: 2 };
  if (title.length <= 56) return { fontSize: 58, lineClamp: 2 };
  return { fontSize: 48, lineClamp: 3 };
}

/**
 * The share image of a post, a service, a list page or a calculator page (1200x630): the brand, then a
 * card with the title. Text that could be long is clamped with an ellipsis and breaks inside long words,
 * so nothing a writer types can leave the card (checked by og-card.test.tsx with the longest values).
 */
export function OgCard({ content, palette = OG_COLOURS }: { content: OgCardContent; palette?: OgPalette }) {
  const pills = (content.pills ?? []).slice(0, MAX_PILLS);
  return (
    <div style={ogCanvas({ padding: "52px 64px" }, palette)}>
      <OgHeader section={content.section} palette={palette} />
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flex: 1,
          marginTop: 28,
          padding: "36px 48px",
          borderRadius: 32,
          background: palette.panel,
        }}
      >
        <div
          style={{
            display: "block",
            ...titleStyle(content.title),
            fontWeight: 800,
            lineHeight: 1.12,
            color: palette.ink,
            wordBreak: "break-word",
          }}
        >
          {content.title}
        </div>
        {content.description ? (
          <div
            style={{
              display: "block",
              marginTop: 18,
              fontSize: 27,
              lineHeight: 1.35,
              // Three lines under a title of two.
              lineClamp: content.title.length <= 56 ? 3 : 2,
              color: palette.muted,
              wordBreak: "break-word",
            }}
          >
            {content.description}
          </div>
        ) : null}
        {pills.length > 0 ? (
          <div style={{ display: "flex", gap: 12, marginTop: "auto", paddingTop: 20 }}>
            {pills.map((pill) => (
              <div
                key={pill}
                style={{
                  display: "block",
                  maxWidth: 290,
                  padding: "8px 20px",
                  borderRadius: 999,
                  background: palette.strong,
                  color: palette.onStrong,
                  fontSize: 24,
                  lineClamp: 1,
                  wordBreak: "break-all",
                }}
              >
                {pill}
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The image depends on its URL (a list's also on its entries, which change seldom): caches may keep it. */
const CACHE = "public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400";

/** A share image route's answer (app/share-image): the card as a 1200x630 PNG. */
export function shareImage(card: ReactElement): ImageResponse {
  return new ImageResponse(card, { ...OG_SIZE, headers: { "Cache-Control": CACHE } });
}

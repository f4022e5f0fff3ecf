import { OG_COLOURS, OgHeader, ogCanvas, type OgPalette } from "@/components/marketing/og-parts";
import type { Figure, ShareSummary } from "./share-summary";

/** The headline figure's size: a long one (₹4,75,60,33,635, '999 months') a step smaller. */
const headlineSize = (value: string) => (value.length <= 11 ? 60 : value.length <= 16 ? 50 : 40);

/**
 * A shared calculator link's image (1200x630, app/share-image): every input of the link on the left, the
 * results on the right, the first one large. Each result's label sits above its value, so a long value
 * ('1000 months (83 years 4 months)') has the column's whole width and never runs into its label
 * (share-card.test.tsx draws the longest values each calculator can produce and checks that).
 */
export function ShareCard({ summary, palette = OG_COLOURS }: { summary: ShareSummary; palette?: OgPalette }) {
  const [headline, ...others] = summary.results;
  // Three inputs read larger; rent vs buy's nine all fit at 24 px.
  const inputSize = summary.inputs.length <= 4 ? 28 : 24;
  return (
    <div style={ogCanvas({ padding: "48px 56px" }, palette)}>
      <OgHeader section={summary.calculator} palette={palette} />
      <div style={{ display: "flex", flex: 1, gap: 28, marginTop: 28 }}>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "center",
            width: 540,
            gap: summary.inputs.length <= 7 ? 14 : 10,
            padding: "20px 28px",
            borderRadius: 28,
            background: palette.panel,
          }}
        >
          {summary.inputs.map((figure) => (
            <InputLine key={figure.label} figure={figure} palette={palette} fontSize={inputSize} />
          ))}
        </div>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, gap: 16 }}>
          {headline ? (
            <div
              style={{
                display: "flex",
                flexDirection: "column",
                padding: "20px 28px",
                borderRadius: 28,
                background: palette.strong,
              }}
            >
              <div style={{ display: "flex", fontSize: 26, color: palette.onStrongMuted }}>{headline.label}</div>
              <div style={{ display: "flex", fontSize: headlineSize(headline.value), color: palette.onStrong }}>
                {headline.value}
              </div>
            </div>
          ) : null}
          {others.map((figure) => (
            <div
              key={figure.label}
              style={{
                display: "flex",
                flexDirection: "column",
                padding: "14px 28px",
                borderRadius: 22,
                background: palette.panel,
              }}
            >
              <div style={{ display: "flex", fontSize: 22, color: palette.muted }}>{figure.label}</div>
              <div style={{ display: "flex", fontSize: 30, color: palette.ink }}>{figure.value}</div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function InputLine({ figure, palette, fontSize }: { figure: Figure; palette: OgPalette; fontSize: number }) {
  return (
    <div style={{ display: "flex", justifyContent: "space-between", gap: 16, fontSize, lineHeight: 1.25 }}>
      {/* The label keeps its width (they are short); a long value wraps under itself, to the right. */}
      <div style={{ display: "flex", flexShrink: 0, color: palette.muted }}>{figure.label}</div>
      <div
        style={{
          display: "flex",
          flexGrow: 1,
          flexShrink: 1,
          flexBasis: 0,
          minWidth: 0,
          justifyContent: "flex-end",
          textAlign: "right",
          color: palette.ink,
        }}
      >
        {figure.value}
      </div>
    </div>
  );
}

import { ImageResponse } from "next/og";
import { shareSummary, type Figure } from "@/components/calculators/share-summary";
import { OgMark, ogCanvas } from "@/components/marketing/og-parts";
import { siteConfig } from "@/config/site";
import DefaultImage, { size } from "../../opengraph-image";

// The Open Graph image of a shared calculator link (issue 24, item 4): the calculator, the link's inputs
// and its main results, 1200x630, with the default bundled font (it has ₹). A link the share button could
// not have made gets the site's default image, never an error. The image depends only on its URL, so
// browsers and CDNs may keep it (decision 312).

const CACHE = "public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400";

type Props = { params: Promise<{ page: string }> };

export async function GET(request: Request, { params }: Props) {
  const summary = shareSummary((await params).page, new URL(request.url).searchParams);
  if (!summary) return DefaultImage();
  const [headline, ...others] = summary.results;
  return new ImageResponse(
    <div style={ogCanvas({ padding: "56px 64px" })}>
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30, color: "#115e59" }}>
        <OgMark size={52} />
        <div style={{ display: "flex" }}>{siteConfig.name}</div>
        <div style={{ display: "flex", color: "#0f766e" }}>· {summary.calculator}</div>
      </div>
      <div style={{ display: "flex", flex: 1, gap: 48, marginTop: 40 }}>
        <div style={{ display: "flex", flexDirection: "column", width: 500, gap: 12 }}>
          {summary.inputs.slice(0, 8).map((figure) => (
            <FigureLine key={figure.label} figure={figure} />
          ))}
        </div>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, gap: 20 }}>
          {headline ? (
            <div
              style={{
                display: "flex",
                flexDirection: "column",
                padding: "24px 28px",
                borderRadius: 24,
                background: "#0f766e",
                color: "#ffffff",
              }}
            >
              <div style={{ display: "flex", fontSize: 28, color: "#ccfbf1" }}>{headline.label}</div>
              <div style={{ display: "flex", fontSize: 60, marginTop: 6 }}>{headline.value}</div>
            </div>
          ) : null}
          {others.map((figure) => (
            <div
              key={figure.label}
              style={{
                display: "flex",
                justifyContent: "space-between",
                padding: "16px 28px",
                borderRadius: 18,
                background: "#ffffff",
                fontSize: 28,
              }}
            >
              <div style={{ display: "flex", color: "#475569" }}>{figure.label}</div>
              <div style={{ display: "flex" }}>{figure.value}</div>
            </div>
          ))}
        </div>
      </div>
    </div>,
    { ...size, headers: { "Cache-Control": CACHE } },
  );
}

function FigureLine({ figure }: { figure: Figure }) {
  return (
    <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, gap: 16 }}>
      <div style={{ display: "flex", color: "#475569" }}>{figure.label}</div>
      <div style={{ display: "flex", color: "#0f172a" }}>{figure.value}</div>
    </div>
  );
}

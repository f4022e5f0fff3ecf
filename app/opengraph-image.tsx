import { ImageResponse } from "next/og";
import { OG_SIZE, OgMark, ogCanvas } from "@/components/marketing/og-parts";
import { siteConfig } from "@/config/site";

export const alt = `${siteConfig.name} – Transform your money habits`;
export const size = OG_SIZE;
export const contentType = "image/png";

// Built once at build time with the default bundled font: nothing is fetched from elsewhere.
export default function OpengraphImage() {
  return new ImageResponse(
    <div style={ogCanvas({ justifyContent: "space-between", padding: 72 })}>
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <OgMark size={72} />
        <div style={{ fontSize: 44, fontWeight: 800 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div
          style={{
            display: "flex",
            fontSize: 26,
            fontWeight: 700,
            color: "#0f766e",
            textTransform: "uppercase",
            letterSpacing: 2,
          }}
        >
          Automatic · Expense tracker app
        </div>
        <div style={{ display: "flex", fontSize: 84, fontWeight: 800, lineHeight: 1.05, marginTop: 16, maxWidth: 900 }}>
          Transform your money habits
        </div>
      </div>
      <div style={{ display: "flex", gap: 16 }}>
        {["Savings", "Budgeting", "Bill splitting", "Rewards"].map((t) => (
          <div
            key={t}
            style={{
              display: "flex",
              padding: "12px 24px",
              borderRadius: 999,
              background: "#ffffff",
              fontSize: 26,
              fontWeight: 600,
              color: "#115e59",
            }}
          >
            {t}
          </div>
        ))}
      </div>
    </div>,
    size,
  );
}

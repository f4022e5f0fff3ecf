import type { Metadata, Viewport } from "next";
import { preload } from "react-dom";
import { Analytics } from "@vercel/analytics/next";
import { FONT_PRELOAD_MEDIA, FONT_URL } from "@/config/font";
import { openGraphLocale, siteConfig } from "@/config/site";
import { SiteStyle } from "@/components/ui/site-style";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().APP_URL),
  title: { default: `${siteConfig.name} – ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: { siteName: siteConfig.name, locale: openGraphLocale, type: "website" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: "#0f766e",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // In <head> on wide screens only (config/font.ts, decision 321).
  preload(FONT_URL, { as: "font", type: "font/woff2", crossOrigin: "", media: FONT_PRELOAD_MEDIA });
  return (
    <html lang={siteConfig.locale}>
      <body className="min-h-dvh font-sans">
        {/* The public pages' sheet, once; the partner area and the console add the full one (decision 629). */}
        <SiteStyle />
        {children}
        {/* The script 404s outside Vercel; page views are also recorded in our own table (decision 007). */}
        {getEnv().VERCEL ? <Analytics /> : null}
      </body>
    </html>
  );
}

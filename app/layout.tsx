import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { Analytics } from "@vercel/analytics/next";
import { siteConfig } from "@/config/site";
import { getEnv } from "@/lib/env";
import "./globals.css";

const inter = localFont({
  src: "./fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  weight: "100 900",
  // Preloaded; used if it is in before the first paint, else this visit keeps the size-adjusted fallback:
  // a late swap re-wraps the header and hero text, a layout shift on a busy phone (issue 12).
  display: "optional",
});

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().APP_URL),
  title: { default: `${siteConfig.name} – ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: { siteName: siteConfig.name, locale: "en_IN", type: "website" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: "#0f766e",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        {children}
        {/* The script 404s outside Vercel; page views are also recorded in our own table (decision 007). */}
        {getEnv().VERCEL ? <Analytics /> : null}
      </body>
    </html>
  );
}

import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { UPLOAD_CSP, securityHeaders as siteSecurityHeaders } from "./scripts/security-headers.mjs";

const onVercel = Boolean(process.env.VERCEL);
// Development routes (`app/dev/**/page.dev.tsx`: the local mailbox, the error-screen test page) exist
// only in builds made by the demo launcher. The production build script unsets DEMO_MODE, so they are
// not in a production build at all, whatever the configuration (decision 013).
const demoBuild = process.env.DEMO_MODE === "1";

// The site's security headers, also sent by scripts/server.mjs on the answers it makes before Next
// (decision 821); uploaded files replace the site's policy with their own sandbox (SECURITY row 36).
const securityHeaders = siteSecurityHeaders(onVercel);

const PICTURE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

const config = (phase: string): NextConfig => ({
  // Separate build folders let several browser-test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // A production build off Vercel also writes `<distDir>/standalone`, the self-hosted server with only
  // the files it needs; `npm run build` completes it (scripts/lib/standalone.ts, decision 704). Only in
  // the build phase: `npm run start:prod` serves the same build from the repository, where Next would
  // otherwise warn that `next start` does not run standalone output.
  ...(phase === PHASE_PRODUCTION_BUILD && !onVercel && !demoBuild ? { output: "standalone" as const } : {}),
  outputFileTracingRoot: import.meta.dirname,
  // scripts/server.mjs compresses every answer (brotli where the client takes it, else gzip; decision 318);
  // Next's own compression is gzip only. On Vercel the platform compresses.
  compress: false,
  pageExtensions: demoBuild ? ["tsx", "ts", "dev.tsx"] : ["tsx", "ts"],
  // Inlined at build time: a production build ignores DEMO_MODE at run time (lib/env.ts).
  env: { APP_BUILD: demoBuild ? "demo" : "production" },
  // Pages and 'use cache' entries in bounded memory, with tag invalidations shared by every instance
  // through the database (decisions 703, 708); 404 renders are never stored (decision 012). Vercel keeps
  // its own caches and propagates revalidations itself.
  ...(onVercel
    ? {}
    : {
        cacheHandler: path.join(import.meta.dirname, "lib/cache/page-cache-handler.cjs"),
        cacheHandlers: { default: path.join(import.meta.dirname, "lib/cache/data-cache-handler.cjs") },
      }),
  // `npm test` checks the types once (tsc, before any build) and sets SKIP_BUILD_TYPECHECK=1 for its two
  // builds of the same sources, which would otherwise check them again (decision 706). Every other build
  // checks them.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Turbopack's build cache on disk (on by default since 16.4) costs 4-6 s per cold build here and made a
  // second build of the same sources no faster; Vercel keeps `.next/cache` between deploys, so it stays
  // on there (decision 706).
  // `'use cache'`, `cacheTag` and `cacheLife` for the public data without the whole of Cache Components,
  // which would make every route's request-time reads and segment settings change at once (decision 708).
  // inlineCss: each page carries its (Tailwind, atomic) CSS in a <style> instead of a render-blocking
  // stylesheet request before its first paint (decision 318); the public pages' own sheet is written once
  // by components/site-style.tsx instead (decision 629).
  // authInterrupts: `forbidden()`, so a console section a role does not open answers 403 (decision 621).
  experimental: { turbopackFileSystemCacheForBuild: onVercel, useCache: true, inlineCss: true, authInterrupts: true },
  // The optimiser fetches only the site's own pictures and uploads (SECURITY row 33): any other path of
  // this origin (a tracking link /go/{id}, an API) is a 400, never fetched, never counted.
  images: {
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }, { pathname: "/illustrations/**" }],
  },
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // A tracking link sends no referrer to the partner (decision 530): the route's own header loses to the
      // one above, and a later rule's value for the same header wins (issue 49 m8).
      { source: "/go/:couponId", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      // A later rule's header replaces an earlier one's: uploads keep everything above but run and load nothing.
      { source: "/uploads/:key", headers: [{ key: "Content-Security-Policy", value: UPLOAD_CSP }] },
      // The font's name carries its content's hash (config/font.ts), so it never changes under that name.
      { source: "/fonts/:file", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // The site's pictures keep their names when replaced, so a day, then served while checked again; not
      // revalidated on every view (issue 51, S15).
      ...[
        "/images/:path*",
        "/illustrations/:path*",
        "/favicon.ico",
        "/icon.svg",
        "/apple-icon",
        "/opengraph-image",
      ].map((source) => ({ source, headers: [{ key: "Cache-Control", value: PICTURE_CACHE }] })),
    ];
  },
  // The conventional names a browser or a link preview asks for without reading the page's <link>.
  async rewrites() {
    return [
      { source: "/apple-touch-icon.png", destination: "/apple-icon" },
      { source: "/apple-touch-icon-precomposed.png", destination: "/apple-icon" },
    ];
  },
});

// Every command that builds or develops loads this file first (npm start, npm run build, the browser
// tests', the bench's and Vercel's builds, next dev), so the public pages' sheet is compiled here, with no
// step of its own; `next start` serves a build that already holds it (decision 629).
export default async function nextConfig(phase: string): Promise<NextConfig> {
  if (phase !== PHASE_PRODUCTION_SERVER) {
    const { buildSiteCss, watchSiteCss } = await import("./scripts/site-css/compile.mjs");
    await (phase === PHASE_DEVELOPMENT_SERVER ? watchSiteCss : buildSiteCss)(import.meta.dirname);
  }
  return config(phase);
}

// The app's routes as found on disk (route groups dropped, parallel slots and private folders skipped),
// with URLs for them: e2e/bad-input.spec.ts sends bad input to every one (SECURITY.md row 22).
import { readdirSync } from "node:fs";
import path from "node:path";

export type Kind = "page" | "handler" | "metadata";
export type Route = { pattern: string; kind: Kind; api: boolean };

const APP = path.resolve("app");
const METADATA_FILES: Record<string, string> = {
  "sitemap.ts": "sitemap.xml",
  "robots.ts": "robots.txt",
  "opengraph-image.tsx": "opengraph-image",
  "manifest.ts": "manifest.webmanifest",
};

function findRoutes(dir = APP, segments: string[] = []): Route[] {
  const routes: Route[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      // Route groups vanish from the URL; parallel slots and private folders are not routes.
      if (entry.name.startsWith("@") || entry.name.startsWith("_")) continue;
      const segment = /^\(.+\)$/.test(entry.name) ? [] : [entry.name];
      routes.push(...findRoutes(path.join(dir, entry.name), [...segments, ...segment]));
      continue;
    }
    const pattern = `/${segments.join("/")}`;
    const api = pattern === "/api" || pattern.startsWith("/api/");
    if (/^page(\.dev)?\.(tsx|ts|jsx|js)$/.test(entry.name)) routes.push({ pattern, kind: "page", api });
    else if (/^route(\.dev)?\.(ts|js)$/.test(entry.name)) routes.push({ pattern, kind: "handler", api });
    else if (dir === APP && METADATA_FILES[entry.name])
      routes.push({ pattern: `/${METADATA_FILES[entry.name]}`, kind: "metadata", api: false });
  }
  return routes;
}

/** Every route of the app, found on disk so routes added later are covered too. */
export const routes = findRoutes().sort((a, b) => a.pattern.localeCompare(b.pattern));
const isDynamic = (segment: string) => /^\[.+\]$/.test(segment);
export const isCatchAll = (pattern: string) => pattern.includes("[...") || pattern.includes("[[...");

/** The route's URL with every dynamic segment set to `value` (a sample by default). */
export function fill(pattern: string, value = "zz-sample-1"): string {
  return pattern.replace(/\[\[?(\.\.\.)?[^\]]+\]\]?/g, value);
}

/** URLs that put `bad` (raw, already percent-encoded) into a path segment of the route. */
export function withBadSegment(route: Route, bad: string): string[] {
  const segments = route.pattern.split("/");
  const dynamic = segments.map((s, i) => (isDynamic(s) ? i : -1)).filter((i) => i >= 0);
  if (dynamic.length === 0) return [`${route.pattern === "/" ? "" : route.pattern}/${bad}`];
  return dynamic.map((i) => fill(segments.map((s, j) => (j === i ? bad : s)).join("/")));
}

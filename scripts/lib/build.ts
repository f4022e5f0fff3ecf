import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The /dev/* routes a build contains: demo builds have them, production builds never do. */
export function developmentRoutesIn(distDir: string): string[] {
  const manifest = path.join(distDir, "app-path-routes-manifest.json");
  if (!existsSync(manifest)) return [];
  const routes = Object.values(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string>);
  return routes.filter((route) => route === "/dev" || route.startsWith("/dev/"));
}

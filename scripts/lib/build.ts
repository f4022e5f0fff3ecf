import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The environment for a throwaway `npm run build` into `distDir` against `databaseUrl` (tests, bench). */
export function throwawayBuildEnv(databaseUrl: string, distDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    APP_URL: "http://localhost:3000",
    AUTH_SECRET: randomBytes(48).toString("base64url"),
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

/** The /dev/* routes a build contains: demo builds have them, production builds never do. */
export function developmentRoutesIn(distDir: string): string[] {
  const manifest = path.join(distDir, "app-path-routes-manifest.json");
  if (!existsSync(manifest)) return [];
  const routes = Object.values(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string>);
  return routes.filter((route) => route === "/dev" || route.startsWith("/dev/"));
}

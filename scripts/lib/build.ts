import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

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

/**
 * The development routes a build contains (every `*.dev.tsx` page: /dev/* and each section's dev/outage,
 * decisions 013 and 552): demo builds have them, production builds never do. Any `dev` segment counts.
 */
export function developmentRoutesIn(distDir: string): string[] {
  const manifest = path.join(distDir, "app-path-routes-manifest.json");
  if (!existsSync(manifest)) return [];
  const routes = Object.values(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string>);
  return routes.filter((route) => /(?:^|\/)dev(?:\/|$)/.test(route));
}

// The build's client assets compressed once, when they are built (decision 829): beside every text file of
// `<distDir>/static` its brotli (`.br`, quality 11) and gzip (`.gz`, level 9) copies, each written only
// when smaller. scripts/server.mjs sends them as they are, and nginx's gzip_static sends the `.gz` ones
// (deploy/nginx.conf), where each request for a script was compressed again at a lower setting.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: scripts, sheets and text formats (fonts and pictures are compressed already). */
const TEXT = new Set([".js", ".mjs", ".css", ".json", ".svg", ".txt", ".map", ".html"]);

export type Precompressed = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Writes the compressed copies of every text file under `<distDir>/static`; returns what it wrote and a line saying so. */
export async function precompressStatic(distDir: string): Promise<Precompressed & { summary: string }> {
  const root = path.join(distDir, "static");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const total: Precompressed = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // zlib's asynchronous calls run on libuv's thread pool: all files at once keep every core busy.
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      total.files += 1;
      total.bytes += raw.byteLength;
      total.brotliBytes += Math.min(br.byteLength, raw.byteLength);
      total.gzipBytes += Math.min(gz.byteLength, raw.byteLength);
      if (br.byteLength < raw.byteLength) await writeFile(`${file}.br`, br);
      if (gz.byteLength < raw.byteLength) await writeFile(`${file}.gz`, gz);
    }),
  );
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const summary = `client assets compressed once: ${total.files} files, ${kb(total.bytes)} (brotli ${kb(total.brotliBytes)}, gzip ${kb(total.gzipBytes)})`;
  return { ...total, summary };
}

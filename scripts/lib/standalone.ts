// Completes Next's `<distDir>/standalone` folder into the self-hosted app (decision 704): what Next
// leaves out (public/, the static assets), this repository's entry (server.mjs) and app server, and the
// migrations with their runner, so `node server.mjs` in a copy of the folder needs nothing else.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Packages scripts/server.mjs imports besides Next. */
const SERVER_PACKAGES = ["compression", "compressible", "http-cache-semantics", "negotiator", "sirv"];

/**
 * Copies package `name`, as Node resolves it from `fromDir`, into the same place under `out` with the
 * packages it depends on, unless Next's trace already put it there.
 */
function copyPackage(name: string, fromDir: string, out: string): void {
  let dir = fromDir;
  while (!existsSync(path.join(dir, "node_modules", name, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`the standalone output needs ${name}, which is not installed`);
    dir = parent;
  }
  const source = path.join(dir, "node_modules", name);
  const target = path.join(out, path.relative(ROOT, source));
  if (existsSync(target)) return;
  cpSync(source, target, { recursive: true });
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(source, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  for (const dependency of Object.keys(dependencies)) copyPackage(dependency, source, out);
}

/** Returns the completed folder, or null when the build wrote none (Vercel, demo builds). */
export async function completeStandalone(distDir: string): Promise<string | null> {
  const out = path.join(distDir, "standalone");
  if (!existsSync(path.join(out, "server.js"))) return null;
  const buildName = path.relative(ROOT, distDir);
  const copy = (from: string, to: string) => cpSync(path.join(ROOT, from), path.join(out, to), { recursive: true });

  // Not traced by Next: the public files and the client assets (its docs say to copy them).
  if (existsSync(path.join(ROOT, "public"))) copy("public", "public");
  cpSync(path.join(distDir, "static"), path.join(out, buildName, "static"), { recursive: true });

  // The entry and the app server that signs the caller's address; Next's own server.js would trust a
  // client's X-Forwarded-For (decision 014), so it is removed rather than left as a tempting entry.
  copy("scripts/standalone-server.mjs", "server.mjs");
  copy("scripts/server.mjs", "scripts/server.mjs");
  copy("scripts/response-cache.mjs", "scripts/response-cache.mjs");
  // What it reads beside Next's cache handlers (the same files, when Next traced them too).
  for (const file of ["lib/cache/bounded-store.cjs", "lib/cache/shared-tags.cjs"]) copy(file, file);
  copy("scripts/security-headers.mjs", "scripts/security-headers.mjs");
  rmSync(path.join(out, "server.js"));
  // What scripts/server.mjs imports itself: Next traces the app's files, not this entry's.
  for (const name of SERVER_PACKAGES) copyPackage(name, ROOT, out);

  // Migrations and their runner, as JavaScript: the same module `npm run db:migrate` uses (decision 003).
  rmSync(path.join(out, "prisma/migrations"), { recursive: true, force: true });
  copy("prisma/migrations", "prisma/migrations");
  const { default: ts } = await import("typescript"); // a devDependency: the build has it, start:prod may not
  const source = readFileSync(path.join(ROOT, "scripts/db/migrations.ts"), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: "migrations.ts",
  });
  mkdirSync(path.join(out, "scripts/db"), { recursive: true });
  writeFileSync(path.join(out, "scripts/db/migrations.mjs"), outputText);

  checkRuntimeFiles(out, buildName);
  return out;
}

/** Fails the build when something the server loads at run time is not in the folder. */
function checkRuntimeFiles(out: string, buildName: string): void {
  const { config } = JSON.parse(readFileSync(path.join(out, buildName, "required-server-files.json"), "utf8")) as {
    config: { cacheHandler?: string; cacheHandlers?: Record<string, string | undefined> };
  };
  const missing: string[] = [];
  // The cache handlers are saved relative to the build folder.
  for (const saved of [config.cacheHandler, ...Object.values(config.cacheHandlers ?? {})]) {
    const handler = saved ? path.resolve(out, buildName, saved) : null;
    if (handler && !existsSync(handler)) missing.push(path.relative(out, handler));
  }
  const fromScripts = createRequire(path.join(out, "scripts/db/migrations.mjs"));
  for (const dependency of ["next", "pg", ...SERVER_PACKAGES]) {
    try {
      const resolved = fromScripts.resolve(dependency);
      if (!resolved.startsWith(out + path.sep)) missing.push(`${dependency} (resolved outside: ${resolved})`);
    } catch {
      missing.push(dependency);
    }
  }
  if (missing.length) throw new Error(`the standalone output lacks ${missing.join(", ")}`);
}

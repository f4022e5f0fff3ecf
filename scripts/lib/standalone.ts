// Completes Next's `<distDir>/standalone` folder into the self-hosted app (decision 704): what Next
// leaves out (public/, the static assets), this repository's entry (server.mjs) and app server, and the
// migrations with their runner, so `node server.mjs` in a copy of the folder needs nothing else.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

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
  rmSync(path.join(out, "server.js"));

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
  for (const dependency of ["next", "pg"]) {
    try {
      const resolved = fromScripts.resolve(dependency);
      if (!resolved.startsWith(out + path.sep)) missing.push(`${dependency} (resolved outside: ${resolved})`);
    } catch {
      missing.push(dependency);
    }
  }
  if (missing.length) throw new Error(`the standalone output lacks ${missing.join(", ")}`);
}

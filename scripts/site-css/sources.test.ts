import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { cruise, type IConfiguration } from "dependency-cruiser";
import extractTsConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";
import { compileCss, SOURCE } from "./compile.mjs";
import { classSelectors } from "./selectors";

// app/public.css names its sources by hand (decision 629). A public page that reaches a file the list
// leaves out would miss that file's utilities: here the public routes' whole import graph is compiled, one
// `@source` per file, and every class it defines must be in the public sheet.

const root = path.resolve(import.meta.dirname, "../..");
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as IConfiguration;
const rootFiles = readdirSync(path.join(root, "app")).filter((name) => name.endsWith(".tsx"));
const ENTRIES = ["app/(marketing)", "app/(standalone)", ...rootFiles.map((name) => `app/${name}`)];

async function publicModules(): Promise<string[]> {
  const result = await cruise(ENTRIES, { ...config.options, baseDir: root }, undefined, {
    tsConfig: extractTsConfig(path.join(root, "tsconfig.json")),
  });
  if (typeof result.output === "string") throw new Error("dependency-cruiser answered text, not a graph");
  return result.output.modules
    .map((module) => module.source)
    .filter((source) => /^(app|components|lib|config)\/.+\.(tsx?|css)$/.test(source));
}

describe("the public pages' sheet", () => {
  it("defines every class of every file the public pages import", { timeout: 60_000 }, async () => {
    const modules = await publicModules();
    expect(modules).toContain("components/marketing/site-header.tsx");
    expect(modules).toContain("components/ui/field.tsx");
    const sources = modules.map((file) => `@source "../${file}";`).join("\n");
    const reached = await compileCss(
      path.join(root, "app/reached.css"),
      `@import "tailwindcss" source(none);\n@import "./theme.css";\n${sources}\n`,
    );
    const sheet = await compileCss(path.join(root, SOURCE));
    const defined = classSelectors(sheet.css);
    const missing = [...classSelectors(reached.css)].filter((name) => !defined.has(name));
    expect(missing).toEqual([]);
  });
});

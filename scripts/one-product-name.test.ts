import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";

// The spec anonymises the company: the product's name comes from config/site.ts alone, so a rebrand is one
// edit. The app's own code (what it serves, mails and sends) never spells the name; demo data and tests may.
const ROOT = path.resolve(import.meta.dirname, "..");
const APP_CODE = ["app", "components", "lib", "proxy.ts", "instrumentation.ts"];
const SOURCE = /\.(ts|tsx|css|mdx?)$/;
const TEST_FILE = /\.(test|spec)\.tsx?$/;
// Key-derivation labels: fixed identifiers nobody sees, which a rebrand must not change (mail sealed and
// sign-up cookies issued under the old label would no longer open).
const KEY_LABELS = new Set(["lib/partner-account/pending-flow.ts", "lib/mail/sealed-body.ts"]);

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return SOURCE.test(entry) && !TEST_FILE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

describe("one product name", () => {
  it("the app's code takes the product's name from the site config, never spelling it", () => {
    const files = APP_CODE.flatMap(sourceFiles).filter((file) => !KEY_LABELS.has(file));
    expect(files.length).toBeGreaterThan(100);
    const name = siteConfig.name.toLowerCase();
    const spelled = files.filter((file) => readFileSync(path.join(ROOT, file), "utf8").toLowerCase().includes(name));
    expect(spelled).toEqual([]);
  });
});

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Spectral, type RulesetDefinition } from "@stoplight/spectral-core";
import { oas } from "@stoplight/spectral-rulesets";
import { afterAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./document";

// The document as a client's generator meets it, linted with both linters' recommended rules: no
// errors and no warnings (issue 21, decision 813). Built in-process, as /api/openapi.json serves it.

const text = JSON.stringify(buildOpenApiDocument(), null, 2);
const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SEVERITY = ["error", "warning", "info", "hint"] as const;

// Both linters are CPU-bound work on the whole document, not waits: about 3 s each on an idle 2-core machine,
// 8 s when the browser suite runs beside them. Their limit says "a linter that hangs", not a speed goal.
describe("the OpenAPI document passes the linters' recommended rules", () => {
  it("Spectral's oas ruleset: 0 errors, 0 warnings", { timeout: 30_000 }, async () => {
    const spectral = new Spectral();
    // What `extends: [[spectral:oas, recommended]]` (the CLI's default for OpenAPI) switches on.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, "recommended"]] });
    const found = (await spectral.run(text))
      .filter((r) => r.severity <= 1)
      .map((r) => `${SEVERITY[r.severity]} ${r.code} at ${r.path.join(".")}: ${r.message}`);
    expect(found).toEqual([]);
  });

  it("Redocly's recommended configuration: 0 errors, 0 warnings", { timeout: 30_000 }, async () => {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, text);
    // The CLI is one bundled package, half the size of its engine with that engine's dependencies.
    const cli = path.resolve("node_modules/@redocly/cli/bin/cli.js");
    const { stdout } = await promisify(execFile)(process.execPath, [cli, "lint", file, "--format=json"], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    }).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? "" }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});

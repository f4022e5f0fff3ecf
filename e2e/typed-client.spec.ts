import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { expect, test } from "./fixtures";

// Issue 21: the typed client the README shows, generated with openapi-typescript from the served
// /api/openapi.json, type-checks in strict mode and runs against the demo (its demo partner).

/** The README's client example, as a client project would paste it. */
function readmeClient(): string {
  const readme = readFileSync(path.resolve("README.md"), "utf8");
  const block = /A typed client for an app[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README.md has no typed-client example");
  return block;
}

test("the README's typed client compiles against the served contract and runs against the demo", async ({
  request,
  baseURL,
}, testInfo) => {
  const dir = path.resolve("test-results", `typed-client-${testInfo.workerIndex}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  try {
    const document = await (await request.get("/api/openapi.json")).json();
    writeFileSync(path.join(dir, "paisapilot-api.d.ts"), astToString(await openapiTS(document)));
    const client = readmeClient();
    expect(client).toContain('baseUrl: "http://localhost:3000"');
    const file = path.join(dir, "client.mts");
    writeFileSync(file, client.replace('baseUrl: "http://localhost:3000"', `baseUrl: ${JSON.stringify(baseURL)}`));

    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(problems).toEqual([]);

    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", file], {
      cwd: path.resolve("."),
      timeout: 30_000,
    });
    // The demo partner's live coupons matching "food", each as "title: price INR".
    expect(stdout).toMatch(/INR/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { createPartner, expect, test } from "./fixtures";

// Issue 21: the typed client the README shows, generated with openapi-typescript from the served
// /api/openapi.json, type-checks in strict mode and runs against the demo (its demo partner).
// Issue 51 (decision 824): an app developer's program, typed from the same document, lists, pages
// through a delete, patches one field and reads every error with one code path.

/** The README's client example, as a client project would paste it. */
function readmeClient(): string {
  const readme = readFileSync(path.resolve("README.md"), "utf8");
  const block = /A typed client for an app[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README.md has no typed-client example");
  return block;
}

/** A folder of its own with the served document's types in paisapilot-api.d.ts, as a client project has. */
async function clientProject(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const dir = path.resolve("test-results", `typed-client-${testInfo.workerIndex}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const document = await (await request.get("/api/openapi.json")).json();
  writeFileSync(path.join(dir, "paisapilot-api.d.ts"), astToString(await openapiTS(document)));
  return dir;
}

/** The strict type-check's problems: none when the program fits the document (`types`: ambient packages). */
function typeProblems(file: string, types: string[] = []): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types,
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

const run = (file: string, env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", file], {
    cwd: path.resolve("."),
    timeout: 60_000,
    env: { ...process.env, ...env },
  });

test("the README's typed client compiles against the served contract and runs against the demo", async ({
  request,
  baseURL,
}, testInfo) => {
  // Generating the types and a strict type-check took 27 s of a page test's 30 s on two busy cores.
  test.setTimeout(90_000);
  const dir = await clientProject(request, testInfo);
  try {
    const client = readmeClient();
    expect(client).toContain('baseUrl: "http://localhost:3000"');
    const file = path.join(dir, "client.mts");
    writeFileSync(file, client.replace('baseUrl: "http://localhost:3000"', `baseUrl: ${JSON.stringify(baseURL)}`));
    expect(typeProblems(file)).toEqual([]);
    const { stdout } = await run(file);
    // The demo partner's live coupons matching "food", each as "title: price INR".
    expect(stdout).toMatch(/INR/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("an app developer's typed client lists, pages through a delete, merge-patches one field and reads errors one way", async ({
  request,
  baseURL,
  sql,
}, testInfo) => {
  // Generating the types, a strict type-check and about twenty calls: more than a page test's 30 s on two
  // busy cores.
  test.setTimeout(120_000);
  const partner = await createPartner(sql, { prefix: "typed-client" });
  const dir = await clientProject(request, testInfo);
  try {
    const file = path.join(dir, "app-developer.mts");
    copyFileSync(path.resolve("e2e/typed-client/app-developer.mts"), file);
    expect(typeProblems(file, ["node"])).toEqual([]);
    const { stdout } = await run(file, { BASE_URL: baseURL!, EMAIL: partner.email, PASSWORD: partner.password });
    const { created, seen, deleted, patched, errors } = JSON.parse(stdout) as {
      created: string[];
      seen: string[];
      deleted: string;
      patched: { id: string; title: string; claimCap: number | null; brand: string; version: number };
      errors: Record<string, { code: string; message: string; fields: Record<string, string[]> }>;
    };

    // Newest first, every coupon once: the delete of the first page's last coupon repeats and skips nothing.
    expect(seen).toEqual([...created].reverse());
    expect(deleted).toBe(seen[1]);
    // Only the title changed; the cap left out of the patch is kept (partner review m22).
    expect(patched).toMatchObject({
      id: created[2],
      title: "Typed client deal 3, corrected",
      claimCap: 25,
      version: 2,
    });
    expect(patched.brand).toBe("Typed Brand");

    expect(errors).toEqual({
      unknownCategory: {
        code: "validation_failed",
        message: expect.stringMatching(/^Unknown category "Food"\. Allowed: Fashion, .*\.$/),
        fields: { "category.0": [expect.stringMatching(/^Unknown category "Food"/)] },
      },
      deleted: { code: "not_found", message: "Coupon not found", fields: {} },
      badCursor: {
        code: "validation_failed",
        message: "Cursor is not valid: send back a cursor this API gave you.",
        fields: { cursor: ["Cursor is not valid: send back a cursor this API gave you."] },
      },
      signedOut: {
        code: expect.stringMatching(/^(unauthorized|invalid_token)$/),
        message: expect.any(String),
        fields: {},
      },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

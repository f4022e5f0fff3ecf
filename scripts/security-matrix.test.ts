import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The security bar's test matrix (../shared/SECURITY.md, 38 rows) is one suite: every row built so far has tests
// whose titles carry `[security N]`, and docs/SECURITY.md names them (`npm run test:security` runs them).
// Rows 30-38 came with the 2026-11-28 probe; each joins ROWS as its tests land.
const ROOT = path.resolve(import.meta.dirname, "..");
// Rows 38-42 came with issues 49 and 50 (partner API keys and redemptions, list tools, console sign-ins,
// the team policy); 43 with issue 50's drafts and versions; 44 with issue 49's webhooks.
const ROWS = Array.from({ length: 46 }, (_, i) => i + 1);
// tests/load has its own command (`npm run test:load`), outside `npm test` and the security suite.
const SCANNED = ["tests", "e2e", "lib", "scripts", "components"];
const SKIPPED = new Set(["node_modules", "load"]);
const TEST_FILE = /\.(test|spec)\.tsx?$/;
const TAG = /\[security (\d+)\]/g;
const TAGS_AT_AN_END = /^(\[security \d+\] )+\S|\S( \[security \d+\])+$/;

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : testFiles(full);
    return TEST_FILE.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

/** `it`/`test`, also as `it.each(...)`, `test.fail`, `test.describe.skip`... but not `describe`. */
function isTestCall(callee: ts.Expression): boolean {
  if (ts.isCallExpression(callee)) return isTestCall(callee.expression);
  if (ts.isPropertyAccessExpression(callee)) {
    if (callee.name.text === "describe") return false;
    return isTestCall(callee.expression);
  }
  return ts.isIdentifier(callee) && (callee.text === "it" || callee.text === "test");
}

/** Titles of the tests in a file, as written (template literals keep their `${...}`). */
function testTitles(source: string, fileName = "x.ts"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const titles: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTestCall(node.expression)) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) titles.push(first.text);
      else if (first && ts.isTemplateExpression(first)) titles.push(first.getText(file).slice(1, -1));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return titles;
}

type Tagged = { file: string; title: string; rows: number[] };

function taggedTests(): Tagged[] {
  return SCANNED.flatMap((dir) => testFiles(path.join(ROOT, dir))).flatMap((file) =>
    testTitles(readFileSync(path.join(ROOT, file), "utf8"), file)
      .map((title) => ({ file, title, rows: [...title.matchAll(TAG)].map((m) => Number(m[1])) }))
      .filter((t) => t.rows.length > 0),
  );
}

/** Row number -> the files docs/SECURITY.md names in that row of its table. */
function documentedRows(markdown: string): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  for (const line of markdown.split("\n")) {
    const row = /^\|\s*(\d+)\s*\|/.exec(line);
    if (!row) continue;
    const files = [...line.matchAll(/`([\w./-]+\.(?:test|spec)\.tsx?)`/g)].map((m) => m[1]!);
    rows.set(Number(row[1]), [...new Set(files)]);
  }
  return rows;
}

/** Row number -> each file docs/SECURITY.md names in it, with the test titles it quotes for that file. */
function quotedTitles(markdown: string): { row: number; file: string; title: string }[] {
  return markdown.split("\n").flatMap((line) => {
    const row = /^\|\s*(\d+)\s*\|/.exec(line);
    if (!row) return [];
    // Each `file` is followed by the titles quoted for it, up to the next file or the end of the cell.
    return [...line.matchAll(/`([\w./-]+\.(?:test|spec)\.tsx?)`:([^`|]*)/g)].flatMap(([, file, quoted]) =>
      [...quoted!.matchAll(/"([^"]+)"/g)].map((m) => ({ row: Number(row[1]), file: file!, title: m[1]! })),
    );
  });
}

describe("the security test matrix", () => {
  const tagged = taggedTests();
  const filesFor = (row: number) => [...new Set(tagged.filter((t) => t.rows.includes(row)).map((t) => t.file))];

  it("finds test titles, and tags only in titles", () => {
    const source = `describe("d [security 1]", () => { it("a [security 2]", f); it.each([1])("b %s [security 3]", f);
      test.fail("c", f); test(\`e \${x} [security 4]\`, f); }); const s = "[security 5]";`;
    expect(testTitles(source)).toEqual(["a [security 2]", "b %s [security 3]", "c", "e ${x} [security 4]"]);
  });

  it("every row of the matrix has at least one tagged test", () => {
    const missing = ROWS.filter((row) => filesFor(row).length === 0);
    expect(missing, "rows without a [security N] test").toEqual([]);
  });

  it("tags name real rows and sit at the start or the end of a title", () => {
    const misplaced = tagged.filter((t) => t.rows.some((r) => !ROWS.includes(r)) || !TAGS_AT_AN_END.test(t.title));
    expect(misplaced.map((t) => `${t.file}: ${t.title}`)).toEqual([]);
  });

  it("docs/SECURITY.md lists every row with exactly the files that carry its tag", () => {
    const docs = path.join(ROOT, "docs/SECURITY.md");
    expect(existsSync(docs), "docs/SECURITY.md").toBe(true);
    const documented = documentedRows(readFileSync(docs, "utf8"));
    expect([...documented.keys()].sort((a, b) => a - b)).toEqual(ROWS);
    for (const row of ROWS) {
      const named = documented.get(row) ?? [];
      expect(named.length, `row ${row} names no test file`).toBeGreaterThan(0);
      expect([...named].sort(), `row ${row}: files named in docs/SECURITY.md`).toEqual(filesFor(row).sort());
    }
  });

  it("every test title docs/SECURITY.md quotes is one in the file it names, word for word (tags aside)", () => {
    const quoted = quotedTitles(readFileSync(path.join(ROOT, "docs/SECURITY.md"), "utf8"));
    expect(quoted.length).toBeGreaterThan(100);
    // A title written as a template (`${form.name}: ...`) matches whatever its placeholders became.
    const matcher = (title: string) =>
      new RegExp(
        `^${title
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join(".+")}$`,
      );
    const titlesOf = new Map<string, RegExp[]>();
    const titles = (file: string) => {
      if (!titlesOf.has(file)) {
        const source = existsSync(path.join(ROOT, file)) ? readFileSync(path.join(ROOT, file), "utf8") : "";
        titlesOf.set(
          file,
          testTitles(source, file).map((t) => matcher(t.replace(TAG, "").trim())),
        );
      }
      return titlesOf.get(file)!;
    };
    const unknown = quoted.filter(({ file, title }) => !titles(file).some((written) => written.test(title)));
    expect(unknown.map(({ row, file, title }) => `row ${row}, ${file}: "${title}"`)).toEqual([]);
  });
});

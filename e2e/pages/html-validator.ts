import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

// The W3C Nu HTML checker (npm vnu-jar, run with the machine's Java 17) over pages as served. Its own
// gaps, and only those, are allowed, each by name: what the current HTML and CSS standards allow and the
// checker does not know yet (issue 51, item 6).

export type NuMessage = { type: string; subType?: string; message: string; extract?: string; url?: string };

/** What the checker reports wrongly, with why. */
const CHECKER_GAPS: { name: string; matches: (m: NuMessage) => boolean }[] = [
  {
    // WHATWG HTML's link type `expect` with blocking=render (decision 309); the checker predates it.
    name: 'rel="expect" with blocking="render"',
    matches: (m) => /^A .link. element with a .blocking. attribute must have a .rel. attribute/.test(m.message),
  },
  {
    // CSS at-rules and properties of current specifications (Tailwind 4's output) its CSS checker lacks.
    name: "CSS: @property, @container, container-type, margin-trim, a custom property in transition-property",
    matches: (m) =>
      m.message.startsWith("CSS: ") &&
      /@property|@container|container-type|margin-trim|transition-property|--tw-/.test(m.message + (m.extract ?? "")),
  },
  {
    // React writes void elements as `<br/>`: a note, not an error. (The checker's warnings are also of
    // type "info", with subType "warning": those count.)
    name: "Trailing slash on void elements",
    matches: (m) => m.type === "info" && m.subType !== "warning" && m.message.startsWith("Trailing slash on void"),
  },
];

/** Where java is, or null when this machine has none (the caller skips, saying so). */
export function javaVersion(): string | null {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) return null;
  return probe.stderr.split("\n")[0] ?? "java";
}

/**
 * Checks each page's HTML (name -> text) in one run of the checker; answers every message that is not one
 * of its known gaps, with the page's name.
 */
export function validateHtml(pages: Record<string, string>): (NuMessage & { page: string })[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), "nu-"));
  try {
    const files = Object.entries(pages).map(([name, html], i) => {
      const file = path.join(folder, `${i}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    // The package's main module is the jar's path (a String object). The quick (C1) compiler only: the
    // checker's one short run spent more CPU in the optimising compiler than in checking (the same 19 pages:
    // 4.0 CPU-seconds instead of 8.4, same messages); its deeper stack frames need the larger stack.
    const jar = String(createRequire(import.meta.url)("vnu-jar"));
    const run = spawnSync(
      "java",
      [
        "-Xss8m",
        "-XX:TieredStopAtLevel=1",
        "-jar",
        jar,
        "--format",
        "json",
        "--exit-zero-always",
        ...files.map((f) => f.file),
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`the Nu checker failed: ${run.stderr}`);
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: NuMessage[] };
    const pageOf = new Map(files.map((f) => [`file:${f.file}`, f.name]));
    return messages
      .filter((m) => !CHECKER_GAPS.some((gap) => gap.matches(m)))
      .map((m) => ({ ...m, page: pageOf.get(m.url ?? "") ?? m.url ?? "?" }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

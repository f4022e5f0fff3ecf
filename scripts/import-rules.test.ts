import { createRequire } from "node:module";
import { cruise } from "dependency-cruiser";
import extractTsConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";
import type { IConfiguration } from "dependency-cruiser";

// The layers README.md draws (decision 017), checked on every `npm test`: dependency-cruiser resolves
// every import (tsconfig paths included); the rules in .dependency-cruiser.cjs refuse lib -> app and
// module cycles; here the modules are folded into lib/'s top-level folders, which must not form a cycle.

const root = `${import.meta.dirname}/..`;
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as IConfiguration;

async function graph() {
  const result = await cruise(
    ["app", "lib", "components", "config", "proxy.ts"],
    { ...config.options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden ?? [] } },
    undefined,
    { tsConfig: extractTsConfig(`${root}/tsconfig.json`) },
  );
  if (typeof result.output === "string") throw new Error("dependency-cruiser answered text, not a graph");
  return result.output;
}

/** `lib/data/admin/x.ts` -> `lib/data`; `lib/env.ts` -> `lib/env`; anything outside lib/ -> null. */
export function libFolder(path: string): string | null {
  const match = /^lib\/([^/]+?)(?:\.[cm]?[jt]sx?)?(?:\/|$)/.exec(path);
  return match ? `lib/${match[1]}` : null;
}

/** The folder cycles: strongly connected sets of more than one folder (Tarjan). */
export function folderCycles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const members: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      members.push(w);
    } while (w !== v);
    if (members.length > 1) cycles.push(members.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe("import rules", () => {
  it("finds a cycle between folders and none in a chain", () => {
    const edges = (pairs: [string, string][]) => {
      const map = new Map<string, Set<string>>();
      for (const [a, b] of pairs) (map.get(a) ?? map.set(a, new Set()).get(a)!).add(b);
      return map;
    };
    expect(
      folderCycles(
        edges([
          ["lib/a", "lib/b"],
          ["lib/b", "lib/c"],
        ]),
      ),
    ).toEqual([]);
    expect(
      folderCycles(
        edges([
          ["lib/a", "lib/b"],
          ["lib/b", "lib/c"],
          ["lib/c", "lib/a"],
        ]),
      ),
    ).toEqual([["lib/a", "lib/b", "lib/c"]]);
    expect(libFolder("lib/data/admin/x.ts")).toBe("lib/data");
    expect(libFolder("lib/env.ts")).toBe("lib/env");
    expect(libFolder("app/page.tsx")).toBeNull();
  });

  it("lib/ never imports app/, no module imports itself back, and lib/'s folders form no cycle", async () => {
    const output = await graph();
    const violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);

    const edges = new Map<string, Set<string>>();
    const examples = new Map<string, string>();
    for (const file of output.modules) {
      const from = libFolder(file.source);
      if (!from || from === "lib/generated") continue;
      for (const dependency of file.dependencies) {
        const to = libFolder(dependency.resolved);
        if (!to || to === from || to === "lib/generated") continue;
        (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
        if (!examples.has(`${from} ${to}`)) examples.set(`${from} ${to}`, `${file.source} -> ${dependency.resolved}`);
      }
    }
    const cycles = folderCycles(edges).map((members) => {
      const inside = [...examples].filter(
        ([pair]) => members.includes(pair.split(" ")[0]!) && members.includes(pair.split(" ")[1]!),
      );
      return `${members.join(" <-> ")}: ${inside.map(([, example]) => example).join("; ")}`;
    });
    expect({ violations, cycles }).toEqual({ violations: [], cycles: [] });
  }, 120_000);
});

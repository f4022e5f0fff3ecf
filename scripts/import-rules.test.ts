import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cruise } from "dependency-cruiser";
import extractTsConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";
import type { IConfiguration } from "dependency-cruiser";
import { dataValuesInComponents, type Edge, LAYERS, rankOf, readmeMap, upwardImports } from "./layers";

// The layers README.md draws (scripts/layers.ts, decision 019), checked on every `npm test`: dependency-cruiser
// resolves every import (tsconfig paths included); the rules in .dependency-cruiser.cjs refuse lib -> app and
// module cycles; here every import must point to its own row of the map or below, lib/'s top-level folders
// must not form a cycle, and README's map must name exactly what `ls app lib` shows, in the map's order.

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

// A subpath import (package.json "imports") sits where its default target does, whether or not that file
// is generated yet: `#site-css` is lib/generated/site-css/server.js after a build (decision 629).
const subpathImports = (
  JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { imports: Record<string, { default: string }> }
).imports;
const placed = (resolved: string) => subpathImports[resolved]?.default.replace(/^\.\//, "") ?? resolved;

/** The file imports of the graph, between project files only. */
function importsOf(output: Awaited<ReturnType<typeof graph>>): Edge[] {
  return output.modules.flatMap((file) =>
    file.dependencies
      .filter((dependency) => !dependency.coreModule && !dependency.dependencyTypes.includes("npm"))
      .map((dependency) => ({
        from: file.source,
        to: placed(dependency.resolved),
        typeOnly: dependency.dependencyTypes.includes("type-only"),
      })),
  );
}

/** What `ls` shows, without the tests that sit beside the code. */
const listing = (folder: string) =>
  readdirSync(`${root}/${folder}`)
    .filter((name) => !/\.test\.tsx?$/.test(name))
    .sort();

describe("the layer map", () => {
  const synthetic: Edge[] = [
    { from: "app/page.tsx", to: "lib/data/coupons.ts", typeOnly: false },
    { from: "lib/operations/execute.ts", to: "lib/limits/limiter.ts", typeOnly: false },
    { from: "lib/console/reads.ts", to: "lib/coupons/offer-cache.ts", typeOnly: false },
  ];

  it("accepts imports down the map or within a row, and refuses one that runs up it", () => {
    expect(upwardImports(synthetic)).toEqual([]);
    expect(
      upwardImports([...synthetic, { from: "lib/data/coupons.ts", to: "lib/auth/session.ts", typeOnly: true }]),
    ).toEqual(["up the map: lib/data/coupons.ts -> lib/auth/session.ts (data -> sessions)"]);
    expect(upwardImports([{ from: "components/x.tsx", to: "app/page.tsx", typeOnly: false }])).toEqual([
      "up the map: components/x.tsx -> app/page.tsx (components -> routes)",
    ]);
  });

  it("lets a component take a type from lib/data, not a value", () => {
    const edges: Edge[] = [
      { from: "components/a.tsx", to: "lib/data/coupons.ts", typeOnly: true },
      { from: "components/b.tsx", to: "lib/model/coupon-view.ts", typeOnly: false },
      { from: "app/page.tsx", to: "lib/data/coupons.ts", typeOnly: false },
    ];
    expect(dataValuesInComponents(edges)).toEqual([]);
    expect(
      dataValuesInComponents([...edges, { from: "components/c.tsx", to: "lib/data/inbox.ts", typeOnly: false }]),
    ).toEqual(["components/c.tsx -> lib/data/inbox.ts"]);
  });

  it("refuses an entry the map does not place", () => {
    expect(upwardImports([{ from: "lib/somewhere/x.ts", to: "lib/db.ts", typeOnly: false }])).toEqual([
      "lib/somewhere is not on the map (lib/somewhere/x.ts)",
    ]);
  });

  it("reads README's map: names, several per line, their first segment", () => {
    const readme = [
      "## Architecture",
      "",
      "```",
      "app/                 routes",
      "  go/[couponId]      a link",
      "  (marketing)/ api/  two",
      "lib/",
      "  coupons/ console/",
      "                     features",
      "  db.ts              the client",
      "prisma/              schema",
      "  not-this/          outside app/ and lib/",
      "```",
    ].join("\n");
    expect(readmeMap(readme)).toEqual({ app: ["go", "(marketing)", "api"], lib: ["coupons", "console", "db.ts"] });
  });

  it("README's map names every top-level entry of app/ and lib/, nothing else, lib/ in the map's order", () => {
    const map = readmeMap(readFileSync(`${root}/README.md`, "utf8"));
    expect([...map.app].sort()).toEqual(listing("app"));
    expect([...map.lib].sort()).toEqual(listing("lib"));
    const ranks = map.lib.map((name) => rankOf(`lib/${name}`));
    expect(ranks.filter((rank) => rank === undefined)).toEqual([]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a! - b!));
    expect(
      LAYERS.flatMap((row) => row.entries)
        .filter((entry) => entry.startsWith("lib/"))
        .sort(),
    ).toEqual(listing("lib").map((name) => `lib/${name}`));
  });
});

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

  it("every import runs down the map; components take only types from lib/data; no lib -> app; no cycle", async () => {
    const output = await graph();
    const upward = upwardImports(importsOf(output));
    const dataValues = dataValuesInComponents(importsOf(output));
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
    expect({ violations, cycles, upward, dataValues }).toEqual({
      violations: [],
      cycles: [],
      upward: [],
      dataValues: [],
    });
  }, 120_000);
});

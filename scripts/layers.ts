// The layer map of README.md's "Architecture" (decision 019), in one place: rows from the top to the bottom.
// A module may import from its own row or from any row below it, never from a row above.
// scripts/import-rules.test.ts checks every import against this list, and README's map against it.

export type Row = { row: string; entries: readonly string[] };

/** Each top-level entry of `lib/` by its name in `ls lib`; `app`, `components`, `config` and `proxy.ts` whole. */
export const LAYERS: readonly Row[] = [
  { row: "routes", entries: ["app", "proxy.ts"] },
  { row: "components", entries: ["components"] },
  { row: "adapters", entries: ["lib/actions"] },
  {
    row: "features",
    entries: [
      "lib/coupons",
      "lib/partner-account",
      "lib/console",
      "lib/public-forms",
      "lib/housekeeping.ts",
      "lib/openapi",
    ],
  },
  { row: "operations", entries: ["lib/operations"] },
  { row: "sessions", entries: ["lib/auth", "lib/staff"] },
  {
    row: "infrastructure",
    entries: ["lib/mail", "lib/storage", "lib/events", "lib/webhooks", "lib/http", "lib/content-json.ts"],
  },
  { row: "data", entries: ["lib/data"] },
  { row: "limits", entries: ["lib/limits"] },
  { row: "connections", entries: ["lib/db.ts", "lib/redis.ts", "lib/cache", "lib/generated"] },
  {
    row: "pure",
    entries: ["lib/validations", "lib/format", "lib/calculators", "lib/copy", "lib/assets", "lib/site-pages.ts"],
  },
  { row: "model", entries: ["lib/model"] },
  { row: "base", entries: ["lib/env.ts", "lib/errors.ts", "lib/startup-check.ts", "config"] },
];

/** `lib/data/x.ts` -> `lib/data`, `lib/env.ts` -> `lib/env.ts`, `app/(x)/page.tsx` -> `app`; null for a package. */
export function entryOf(path: string): string | null {
  const parts = path.split("/");
  if (parts[0] === "lib") return parts.length > 1 ? `lib/${parts[1]}` : null;
  if (parts[0] === "node_modules" || parts[0] === ".." || parts[0] === "") return null;
  return parts[0]!;
}

/** The row of an entry, 0 at the top; undefined when the map does not place it. */
export function rankOf(entry: string, layers: readonly Row[] = LAYERS): number | undefined {
  const index = layers.findIndex(({ entries }) => entries.includes(entry));
  return index < 0 ? undefined : index;
}

export type Edge = { from: string; to: string; typeOnly: boolean };

/** Imports that run up the map, and files whose entry the map does not place. */
export function upwardImports(edges: readonly Edge[], layers: readonly Row[] = LAYERS): string[] {
  const violations = new Set<string>();
  for (const { from, to } of edges) {
    const a = entryOf(from);
    const b = entryOf(to);
    if (!a || !b || a === b) continue;
    const [rankA, rankB] = [rankOf(a, layers), rankOf(b, layers)];
    if (rankA === undefined) violations.add(`${a} is not on the map (${from})`);
    else if (rankB === undefined) violations.add(`${b} is not on the map (${to})`);
    else if (rankB < rankA)
      violations.add(`up the map: ${from} -> ${to} (${layers[rankA]!.row} -> ${layers[rankB]!.row})`);
  }
  return [...violations].sort();
}

/**
 * The entries README's map names under `app/` and `lib/`, in the order they appear: in the fenced block after
 * "## Architecture", a line indented by two spaces under `app/` or `lib/` starts with one or more names
 * (`coupons/ console/`, `go/[couponId]`, `db.ts`), then two spaces and what they hold.
 */
export function readmeMap(readme: string): { app: string[]; lib: string[] } {
  const block = /## Architecture[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  const map = { app: [] as string[], lib: [] as string[] };
  let section: "app" | "lib" | null = null;
  for (const line of block.split("\n")) {
    if (/^\S/.test(line)) section = line.startsWith("app/") ? "app" : line.startsWith("lib/") ? "lib" : null;
    else if (section && /^ {2}\S/.test(line))
      for (const name of line
        .trim()
        .split(/\s{2,}/)[0]!
        .split(" "))
        map[section].push(name.split("/")[0]!);
  }
  return map;
}

/** Components take only types from the data layer (server-only queries); values come from `lib/model`. */
export function dataValuesInComponents(edges: readonly Edge[]): string[] {
  return edges
    .filter(({ from, to, typeOnly }) => entryOf(from) === "components" && entryOf(to) === "lib/data" && !typeOnly)
    .map(({ from, to }) => `${from} -> ${to}`)
    .sort();
}

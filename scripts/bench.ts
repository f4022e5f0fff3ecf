// npm run bench: speed and size, each beside the floor measured in the same run (a blank Next.js page
// of the same version). Targets are checked here, never in timed unit tests. Writes docs/BENCHMARKS.md.
//   npm run bench                       every section (builds the app and the floor: 35-40 minutes)
//   npm run bench -- dashboard public   some sections: platform | dashboard | public | api | nginx | app
//   npm run bench -- public / /BlogPage  the public section for these pages only (paths start with /)
//   npm run bench -- app --write        also puts these sections in place of theirs in docs/BENCHMARKS.md
//   BENCH_DATABASE_URL                  the PostgreSQL server the api section uses (default postgres@127.0.0.1)
//   BENCH_API_SECONDS                   length of each load run (default 10)
//   BENCH_SKIP_BUILD=1                  reuse the app's last bench builds (.next-bench, .next-bench-prod)
//   BENCH_LIGHTHOUSE_RUNS=0             first-load JS only (default 3 runs, the median is reported)
//   BENCH_CHROME_FLAGS                  more Chromium flags for every Lighthouse run, the floor's too (decision 318)
//   BENCH_THROTTLING=simulate|devtools  LCP by one Lighthouse method only (default both, each beside the floor)
//   BENCH_TRANSPORT=plain               Lighthouse over plain HTTP/1.1 (default TLS and HTTP/2, decision 842)
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchDashboard, startDemoApp } from "./bench/dashboard";
import { FLOOR_SECTION, startFloor } from "./bench/floor";
import { firstLoadJs, type Result } from "./bench/measure";
import { benchApi } from "./bench/api";
import { benchApp } from "./bench/app";
import { benchNginx } from "./bench/nginx";
import { benchPlatform } from "./bench/platform";
import { replaceSections, report } from "./bench/report";
import { METHODS, benchPublicPages } from "./bench/public-pages";
import { ROOT } from "./lib/process";

const args = process.argv.slice(2);
const write = args.includes("--write");
const pages = args.filter((a) => a.startsWith("/"));
const wanted = new Set(args.filter((a) => !a.startsWith("/") && a !== "--write"));
if (pages.length) wanted.add("public");
const runs = (name: string) => wanted.size === 0 || wanted.has(name);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const results: Result[] = [];
const notes: string[] = [];

if (runs("platform")) results.push(...(await benchPlatform()));

if (runs("dashboard") || runs("public")) {
  const floor = await startFloor();
  try {
    const floorJs = (await firstLoadJs(floor.url)).bytes;
    results.push({
      section: FLOOR_SECTION,
      name: "first-load JS",
      value: floorJs / 1024,
      unit: "KB gz",
    });
    // The floor keeps running beside the app: the public pages' bench measures it again before each page.
    const app = await startDemoApp({ build: process.env.BENCH_SKIP_BUILD !== "1" });
    try {
      if (runs("public"))
        results.push(...(await benchPublicPages(app.url, { js: floorJs, url: floor.url }, lighthouseRuns, pages)));
      if (runs("dashboard")) results.push(...(await benchDashboard(app, floorJs)));
    } finally {
      await app.stop();
    }
  } finally {
    await floor.stop();
  }
}

if (runs("api")) {
  // The public and dashboard sections have built the app already.
  const built = runs("dashboard") || runs("public") || process.env.BENCH_SKIP_BUILD === "1";
  results.push(...(await benchApi({ build: !built })));
}

if (runs("nginx")) {
  const nginx = await benchNginx({ build: process.env.BENCH_SKIP_BUILD !== "1" });
  results.push(...nginx.results);
  if (nginx.note) notes.push(nginx.note);
}

if (runs("app")) {
  const app = await benchApp({ build: process.env.BENCH_SKIP_BUILD !== "1" && !runs("nginx") });
  results.push(...app.results);
  if (app.note) notes.push(app.note);
}

const day = new Date().toISOString().slice(0, 10);
const cpu = `${os.cpus().length} x ${os.cpus()[0]?.model ?? "unknown CPU"}`;
// A section written on its own says so in its title, and on what machine.
const alone = wanted.size > 0;
const { lines, rows, failed } = report(
  alone && write ? results.map((r) => ({ ...r, section: `${r.section}, run on its own on ${day} (${cpu})` })) : results,
);
for (const line of lines) console.log(line);
for (const note of notes) console.log(`\n${note}`);

const file = path.join(ROOT, "docs/BENCHMARKS.md");
if (alone && write) writeFileSync(file, replaceSections(readFileSync(file, "utf8"), rows));
if (!alone) {
  writeFileSync(
    file,
    `# Benchmarks\n\nWritten by \`npm run bench\` on ${day} (${cpu}, Node ${process.version}).\nEvery figure of a run is measured in that run; the floor is a blank Next.js page of the same version. Lighthouse: mobile, median of ${lighthouseRuns} runs, Debian's Chromium; scores with ${METHODS[0] === "devtools" ? "applied" : "simulated"} throttling, LCP with ${METHODS.length > 1 ? "both applied and simulated" : METHODS[0] === "devtools" ? "applied" : "simulated"} throttling.\n\n| measurement | value | goal | |\n|---|---|---|---|\n${rows.join("\n")}\n${notes.map((n) => `\n${n}\n`).join("")}`,
  );
}
process.exit(failed ? 1 : 0);

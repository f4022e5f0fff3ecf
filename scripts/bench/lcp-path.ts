// What Lighthouse's simulation (Lantern) puts on a page's LCP path, for issue 51:
//   npx tsx scripts/bench/lcp-path.ts <url> [runs]
//   LCP_PATH_LIGHTHOUSE_FLAGS="--blocked-url-patterns=*.woff2" npx tsx scripts/bench/lcp-path.ts <url>  (more flags)
// One simulated mobile run per line, as the bench runs it. Lantern rebuilds the load from what it observed
// unthrottled: every request that ended before the observed LCP (except low-priority images) and the
// scripts evaluated before it, plus the first parse, layout and paint (every layout, pessimistically),
// then replays them at 150 ms RTT, 1.6 Mbit/s and 4x CPU. The bytes and requests it kept are the inputs
// that do not depend on the machine's load; which scripts it kept does (docs/journal/2026-11-29-simulated-lcp.md).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { ROOT } from "../lib/process";
import { CHROMIUM, CHROMIUM_FLAGS } from "./public-pages";

const run = promisify(execFile);

export type LcpPath = {
  simulatedMs: number;
  observedMs: number;
  documentBytes: number;
  /** Requests on the path besides the document, e.g. "Script 36794 B". */
  others: string[];
  otherBytes: number;
  /** The path's main-thread work as simulated (4x the observed). */
  cpuMs: number;
  /** The observed first contentful paint, to tell a late first frame from a late largest paint. */
  observedFcpMs: number;
  /** The element Chromium reported as the largest paint (its HTML's start). */
  lcpElement: string;
};

type Node = {
  type: string;
  request: { resourceType?: string; transferSize: number; url: string };
};

export async function lcpPath(url: string): Promise<LcpPath> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lcp-path-"));
  try {
    const out = path.join(dir, "run.json");
    await run(
      process.execPath,
      [
        path.join(ROOT, "node_modules/lighthouse/cli/index.js"),
        url,
        "--output=json",
        `--output-path=${out}`,
        "--save-assets",
        "--quiet",
        "--only-categories=performance",
        "--throttling-method=simulate",
        `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(" ")}`,
        ...(process.env.LCP_PATH_LIGHTHOUSE_FLAGS?.split(" ").filter(Boolean) ?? []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 2 ** 20 },
    );
    const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    const report = read("run.json");
    const settings = { ...defaultSettings, ...report.configSettings, throttlingMethod: "simulate" };
    const data = {
      trace: read("run-0.trace.json"),
      devtoolsLog: read("run-0.devtoolslog.json"),
      gatherContext: { gatherMode: "navigation" },
      settings,
      URL: {
        requestedUrl: report.requestedUrl,
        mainDocumentUrl: report.finalDisplayedUrl,
        finalDisplayedUrl: report.finalDisplayedUrl,
      },
      simulator: null,
    };
    // Lighthouse's own computation, as its audit runs it; its types want the whole artifact set.
    const lcp = await LanternLargestContentfulPaint.request(
      data as never,
      { computedCache: new Map(), settings } as never,
    );
    const result: LcpPath = {
      simulatedMs: Math.round(lcp.timing),
      observedMs: Math.round(report.audits.metrics.details.items[0].observedLargestContentfulPaint),
      documentBytes: 0,
      others: [],
      otherBytes: 0,
      cpuMs: 0,
      observedFcpMs: Math.round(report.audits.metrics.details.items[0].observedFirstContentfulPaint),
      lcpElement: lcpElementOf(report),
    };
    for (const [node, timing] of lcp.pessimisticEstimate.nodeTimings as Map<Node, { duration: number }>) {
      if (node.type === "cpu") result.cpuMs += timing.duration;
      else if (node.request.resourceType === "Document") result.documentBytes += node.request.transferSize;
      else {
        result.others.push(`${node.request.resourceType} ${node.request.transferSize} B`);
        result.otherBytes += node.request.transferSize;
      }
    }
    result.cpuMs = Math.round(result.cpuMs);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The LCP element's snippet from Lighthouse 12's audit of it: a list whose first table names the node. */
function lcpElementOf(report: {
  audits: Record<string, { details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }>;
}): string {
  const snippet = report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  return snippet ? snippet.slice(0, 80) : "?";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, runs = "1"] = process.argv.slice(2);
  if (!url) throw new Error("usage: tsx scripts/bench/lcp-path.ts <url> [runs]");
  for (let i = 0; i < Number(runs); i++) {
    const p = await lcpPath(url);
    console.log(
      `simulated ${p.simulatedMs} ms (observed FCP ${p.observedFcpMs}, LCP ${p.observedMs} ${p.lcpElement}): document ${p.documentBytes} B, ` +
        `${p.others.length} more requests ${p.otherBytes} B [${p.others.join(", ")}], main thread ${p.cpuMs} ms`,
    );
  }
}

// Shared measuring helpers for `npm run bench`: timings, percentiles and first-load JavaScript.
import { gzipSync } from "node:zlib";

/** `target` is a ceiling (times, sizes), `min` a floor (scores). */
export type Result = { section: string; name: string; value: number; unit: string; target?: number; min?: number };

export async function time<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

export function percentile(xs: number[], p: number): number {
  return [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
}

/** Full response times of `url` (warm-up requests first); throws unless every answer is `status`. */
export async function sampleGet(
  url: string,
  {
    samples = 30,
    warmup = 5,
    headers = {},
    status = 200,
  }: { samples?: number; warmup?: number; headers?: Record<string, string>; status?: number } = {},
): Promise<number[]> {
  const once = async () => {
    const res = await fetch(url, { headers, redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== status) throw new Error(`GET ${url} answered ${res.status}, expected ${status}`);
  };
  for (let i = 0; i < warmup; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push((await time(once)).ms);
  return times;
}

/**
 * First-load JS as Lighthouse's budget counts it: the gzip size of every script the page's HTML loads
 * (external `<script src>` that module browsers run; inline scripts are part of the HTML).
 */
export async function firstLoadJs(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ bytes: number; scripts: number }> {
  const html = await (await fetch(url, { headers })).text();
  // noModule polyfills are fetched only by browsers without ES modules: not first-load JS for anyone measured.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule/i.test(tag));
  const srcs = new Set(
    tags.flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []).map((src) => src.replaceAll("&amp;", "&")),
  );
  let bytes = 0;
  for (const src of srcs) {
    const res = await fetch(new URL(src, url));
    if (!res.ok) throw new Error(`script ${src} answered ${res.status}`);
    bytes += gzipSync(Buffer.from(await res.arrayBuffer())).length;
  }
  return { bytes, scripts: srcs.size };
}

export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server for ${url} exited before it answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

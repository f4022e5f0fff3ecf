// The app server behind `npm start`, `npm run dev` and `npm run start:prod`: Next's request handler
// behind a plain node:http server that works out the caller's address (decision 014).
//
// Next's own server copies the socket address into X-Forwarded-For only when the header is absent,
// so a client could name any address it likes. Here the address is taken from the socket, or from the
// X-Forwarded-For entry appended by the nearest of TRUSTED_PROXY_COUNT proxies, and passed to the
// app signed with AUTH_SECRET; clientIp() (lib/http/client-ip.ts) trusts nothing else.
// It also compresses answers (decision 318): brotli where the client takes it, else gzip; and answers the
// public reads the app marks for shared caches from its own memory (./response-cache.mjs, decision 553).
// Plain JavaScript on purpose: production runs it with node alone.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import { withResponseCache } from "./response-cache.mjs";

/** Must match signClientIp() in lib/http/client-ip.ts. */
export function sign(ip, secret) {
  return createHmac("sha256", secret).update(`client-ip:${ip}`).digest("base64url");
}

/** The address the nearest trusted hop saw: the socket with no proxy, else the entry that proxy appended. */
export function callerAddress(socketAddress, forwardedFor, trustedProxies) {
  const socket = (socketAddress ?? "").replace(/^::ffff:/, "");
  if (trustedProxies === 0) return socket;
  const hops = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ];
  // A chain shorter than the trusted proxies means a proxy was bypassed: the first hop is all we know.
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? socket;
}

/** Wraps a Node request handler so every request carries the signed caller address and nothing forged. */
export function withClientAddress(handle, { secret, trustedProxies }) {
  return (req, res) => {
    const ip = callerAddress(req.socket.remoteAddress, headerValue(req.headers["x-forwarded-for"]), trustedProxies);
    req.headers["x-client-ip"] = ip;
    req.headers["x-client-ip-signature"] = sign(ip, secret);
    // Next fills X-Forwarded-For from the socket only when it is absent: make it say what we trust.
    req.headers["x-forwarded-for"] = ip;
    return handle(req, res);
  };
}

function headerValue(value) {
  return Array.isArray(value) ? value.join(",") : value;
}

/** Scheduled work (decisions 801, 811): the routes Vercel Cron calls on Vercel (vercel.json), called here on a timer. */
export const CRON_JOBS = [
  { path: "/api/cron/cleanup-uploads", everyMs: 60 * 60 * 1000 },
  { path: "/api/cron/send-mail", everyMs: 60 * 1000 },
  { path: "/api/cron/count-events", everyMs: 60 * 1000 },
];

/** Calls each job's route with the Bearer CRON_SECRET every `everyMs`; a failure is logged and retried next time. */
export function startCronJobs(origin, secret, jobs = CRON_JOBS) {
  return jobs.map(({ path: route, everyMs }) => {
    const call = () =>
      fetch(`${origin}${route}`, { headers: { authorization: `Bearer ${secret}` } })
        .then(async (response) => {
          await response.body?.cancel();
          if (!response.ok) console.error(`[cron] ${route} answered ${response.status}`);
        })
        .catch((error) => console.error(`[cron] ${route} failed: ${error.message}`));
    const timer = setInterval(call, everyMs);
    timer.unref();
    return timer;
  });
}

/**
 * `handle` behind the `compression` middleware, in place of Next's own (gzip only; `compress: false` in
 * next.config.ts). Brotli where the client takes it: a page's HTML repeats its inlined CSS in the payload
 * further apart than gzip's 32 KB window, so brotli sends about half gzip's bytes (/privacyPolicy 27.1 KB
 * against 54.8 KB) for the same few milliseconds (decision 318). Streamed pages still stream: Next flushes
 * through `res.flush`, which the middleware provides. An answer that is already encoded, or marked
 * `no-transform`, passes untouched.
 * Brotli at the middleware's quality 4. Quality 6 sends 12% fewer bytes (/ 37.0 -> 32.5 KB) in the same
 * compression time, but /privacyPolicy painted 55-70 ms later on average at 6 in two measurements of
 * interleaved Lighthouse runs, one through the real servers and one through a proxy (decision 322); 11
 * takes 60 times as long.
 */
const BROTLI_QUALITY = 4;

function compressed(handle) {
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  return (req, res) => compress(req, res, () => handle(req, res));
}

/**
 * Starts Next from `dir` behind withClientAddress. `beforeListen` runs after Next has loaded the build
 * (and instrumentation.ts has validated the environment), before the port opens: the standalone entry
 * applies migrations there (scripts/standalone-server.mjs).
 */
export async function serve({ dev = false, dir, port, hostname, beforeListen }) {
  const secret = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  if (!secret) {
    console.error("[server] AUTH_SECRET is not set: start the app with `npm start` or `npm run start:prod`.");
    process.exit(1);
  }
  const trustedProxies = Number(process.env.TRUSTED_PROXY_COUNT ?? "0");
  if (!Number.isInteger(trustedProxies) || trustedProxies < 0 || trustedProxies > 10) {
    console.error("[server] TRUSTED_PROXY_COUNT: must be a whole number from 0 to 10");
    process.exit(1);
  }
  // The scheduler's secret: the one configured for an outside scheduler too, else one for this process.
  process.env.CRON_SECRET ||= randomBytes(32).toString("base64url");
  // Resolved from this file: the repository's next, or the standalone folder's copy.
  const { default: next } = await import("next");
  const app = next({ dev, dir, hostname: "localhost", port });
  await app.prepare();
  await beforeListen?.();
  // The public reads the app marks for shared caches are answered from memory (decision 553); not in
  // development, where every answer should show the code as it is now.
  const handle = dev ? app.getRequestHandler() : withResponseCache(app.getRequestHandler());
  const server = http.createServer(withClientAddress(compressed(handle), { secret, trustedProxies }));
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  // Slow clients must not hold sockets open forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // An idle kept-alive socket stays open longer than the proxies and clients in front of it keep theirs
  // (nginx 60 s, load balancers 60 s): with Node's 5 s default, a client reusing a socket at the moment the
  // server closed it got ECONNRESET (seen in a browser test's request made about 5 s after its last one).
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    console.log(`[server] ready on http://localhost:${port} (trusted proxies: ${trustedProxies})`);
  });
  const loopback = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  const timers = startCronJobs(
    `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`,
    process.env.CRON_SECRET,
  );
  const stop = () => {
    timers.forEach(clearInterval);
    server.close(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}

async function main() {
  const { values } = parseArgs({
    options: {
      dev: { type: "boolean", default: false },
      port: { type: "string", default: process.env.PORT || "3000" },
      hostname: { type: "string", default: process.env.HOSTNAME || "0.0.0.0" },
    },
  });
  await serve({
    dev: values.dev,
    dir: path.resolve(import.meta.dirname, ".."),
    port: Number(values.port),
    hostname: values.hostname,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await main();
}

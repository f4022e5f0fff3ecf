// The app server behind `npm start`, `npm run dev` and `npm run start:prod`: Next's request handler
// behind a plain node:http server that works out the caller's address (decision 014).
//
// Next's own server copies the socket address into X-Forwarded-For only when the header is absent,
// so a client could name any address it likes. Here the address is taken from the socket, or from the
// X-Forwarded-For entry appended by the nearest of TRUSTED_PROXY_COUNT proxies, and passed to the
// app signed with AUTH_SECRET; clientIp() (lib/http/client-ip.ts) trusts nothing else.
// It also compresses answers (decision 318): brotli where the client takes it, else gzip; sends the build's
// client assets as compressed when they were built (decision 829); and answers the public reads the app
// marks for shared caches from its own memory (./response-cache.mjs, decision 553).
// Plain JavaScript on purpose: production runs it with node alone.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import sirv from "sirv";
import { withResponseCache } from "./response-cache.mjs";
import { securityHeaders } from "./security-headers.mjs";

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

/**
 * Methods Node parses but Next cannot turn into a web Request (undici refuses them): Next answered them
 * with a bare 500. Answered here, 405 (SECURITY row 33).
 */
const UNROUTABLE_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const ROUTED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

/**
 * Bodies with a known cap (the routes' own, lib/storage and lib/coupons/csv-import.ts; server.test.ts keeps
 * them in step): one declared past it is refused here from its Content-Length, before a byte of it is
 * read (and before a client sending `Expect: 100-continue` sends any); one without a length is refused
 * with 411. Next would otherwise read it all before the route's own 413 (SECURITY row 36).
 */
export const BODY_LIMITS = [
  {
    path: "/api/v1/upload",
    bytes: 5 * 1024 * 1024 + 16 * 1024,
    code: "file_too_large",
    message: "File size exceeds 5MB",
  },
  {
    path: "/api/admin/uploads",
    bytes: 5 * 1024 * 1024 + 16 * 1024,
    code: "file_too_large",
    message: "File size exceeds 5MB",
  },
  {
    path: "/api/v1/coupon/import",
    bytes: 512 * 1024 + 16 * 1024,
    code: "payload_too_large",
    message: "The file is larger than 512 KB. Split it and import each part.",
  },
];
/** Next's own cap on a server action's body (serverActions.bodySizeLimit, 1 MB by default). */
export const ACTION_BODY_BYTES = 1024 * 1024;

const HEADERS = securityHeaders();

/** A refusal made here, with the security headers every other answer carries: JSON under /api, else text. */
function refuse(req, res, status, code, message, extra = {}) {
  for (const { key, value } of HEADERS) res.setHeader(key, value);
  res.setHeader("Cache-Control", "no-store");
  for (const [key, value] of Object.entries(extra)) res.setHeader(key, value);
  // The body was not read: close rather than read it to keep the connection.
  res.setHeader("Connection", "close");
  const api = (req.url ?? "").startsWith("/api/") || (req.url ?? "").startsWith("/api?");
  res.statusCode = status;
  if (api) {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ error: { code, message }, message }));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(message);
  }
}

/** Why a request is refused before Next sees it, or null. */
export function earlyRefusal(req) {
  if (UNROUTABLE_METHODS.has(req.method)) {
    return {
      status: 405,
      code: "method_not_allowed",
      message: `${req.method} is not allowed.`,
      headers: { Allow: ROUTED_METHODS },
    };
  }
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return null;
  const pathname = (req.url ?? "").split("?")[0];
  const declared = req.headers["content-length"] === undefined ? null : Number(req.headers["content-length"]);
  const limit = BODY_LIMITS.find((l) => l.path === pathname);
  if (limit) {
    if (declared === null)
      return { status: 411, code: "length_required", message: "Send the file with its Content-Length." };
    if (declared > limit.bytes) return { status: 413, code: limit.code, message: limit.message };
  }
  if (req.headers["next-action"] && declared !== null && declared > ACTION_BODY_BYTES) {
    return { status: 413, code: "payload_too_large", message: "The form sent more than 1 MB." };
  }
  return null;
}

/** Refuses what earlyRefusal names; hands everything else on. */
export function withEarlyRefusals(handle) {
  return (req, res) => {
    const refusal = earlyRefusal(req);
    if (!refusal) return handle(req, res);
    refuse(req, res, refusal.status, refusal.code, refusal.message, refusal.headers);
  };
}

/** A client waiting to send a body (`Expect: 100-continue`) is refused before it sends any. */
function checkContinue(handle) {
  return (req, res) => {
    if (earlyRefusal(req)) return handle(req, res);
    res.writeContinue();
    return handle(req, res);
  };
}

/** lib/http/action-run.ts reads it: the server action of this request has started. */
const ACTION_RUNS = new AsyncLocalStorage();
globalThis[Symbol.for("app.action-run")] = ACTION_RUNS;

/**
 * A server action's body that Next cannot read (not in React's reply format, or past its limit) made Next
 * answer 500 before any of our code ran (decision 011). Every action of the app marks its start
 * (lib/http/action-run.ts); a 500 to a server-action request whose action never started is the client's
 * malformed body, so it is a 400 (SECURITY row 33). A 500 after the action started stays a 500.
 */
export function withUnreadableActionsRefused(handle) {
  return (req, res) => {
    if (req.method !== "POST" || !req.headers["next-action"]) return handle(req, res);
    const run = { started: false };
    const writeHead = res.writeHead;
    res.writeHead = function (status, ...rest) {
      if (status === 500 && !run.started) {
        res.statusMessage = "Bad Request";
        return writeHead.call(this, 400, ...(typeof rest[0] === "string" ? rest.slice(1) : rest));
      }
      return writeHead.call(this, status, ...rest);
    };
    return ACTION_RUNS.run(run, () => handle(req, res));
  };
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
 * next.config.ts). Brotli where the client takes it: fewer bytes than gzip for the same few milliseconds
 * (decision 318); since the public pages carry their sheet once (decision 629), /privacyPolicy is 22.7 KB
 * against 24.6 KB, where the sheet's copies in the flight data made it 27.1 against 54.8 KB. Streamed pages
 * still stream: Next flushes through `res.flush`, which the middleware provides. An answer that is already
 * encoded, or marked `no-transform`, passes untouched.
 * Brotli at the middleware's quality 4. Quality 6 sends 12% fewer bytes (/ 37.0 -> 32.5 KB) in the same
 * compression time, but /privacyPolicy painted 55-70 ms later on average at 6 in two measurements of
 * interleaved Lighthouse runs, one through the real servers and one through a proxy (decision 322); 11
 * takes 60 times as long.
 */
const BROTLI_QUALITY = 4;
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };

function compressed(handle) {
  const compress = compression({ brotli: { params: BROTLI_PARAMS } });
  return (req, res) => compress(req, res, () => handle(req, res));
}

/** Where Next serves the build's client assets from (`<distDir>/static`). */
const STATIC_PREFIX = "/_next/static/";

/**
 * The build's client assets (`<distDir>/static`: content-hashed scripts, sheets, fonts) sent from disk by
 * sirv, with the copies compressed at build time (`x.js.br`, `x.js.gz`: precompressStatic in
 * scripts/lib/build.ts, decision 829) where the client takes them: no compression per request, and brotli
 * at its highest quality where the middleware used 4. The headers are Next's for the same files: kept a
 * year, immutable, with the site's security headers. A path it does not know (and every other request)
 * goes to `handle`, so Next answers it as before. A Range header is dropped: a reversed one left sirv's
 * answer hanging, and a browser never asks for part of a script.
 */
export function withStaticAssets(handle, staticDir) {
  if (!existsSync(staticDir)) return handle;
  const serve = sirv(staticDir, {
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: 31536000,
    immutable: true,
    extensions: [],
    setHeaders(res, pathname) {
      for (const { key, value } of HEADERS) res.setHeader(key, value);
      if (/\.(m?js|css)$/.test(pathname)) {
        res.setHeader(
          "Content-Type",
          `${pathname.endsWith(".css") ? "text/css" : "application/javascript"}; charset=utf-8`,
        );
      }
    },
  });
  return (req, res) => {
    const url = req.url ?? "";
    if ((req.method !== "GET" && req.method !== "HEAD") || !url.startsWith(STATIC_PREFIX)) return handle(req, res);
    delete req.headers.range;
    req.url = url.slice(STATIC_PREFIX.length - 1);
    serve(req, res, () => {
      req.url = url;
      handle(req, res);
    });
  };
}

/**
 * Starts Next from `dir` behind withClientAddress. `beforeListen` runs after Next has loaded the build
 * (and instrumentation.ts has validated the environment), before the port opens: the standalone entry
 * applies migrations there (scripts/standalone-server.mjs).
 */
export async function serve({
  dev = false,
  dir,
  distDir = process.env.NEXT_DIST_DIR || ".next",
  port,
  hostname,
  beforeListen,
}) {
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
  const handle = dev ? app.getRequestHandler() : withResponseCache(app.getRequestHandler(), { brotli: BROTLI_PARAMS });
  // In development Next builds the assets as they are asked for: it serves them itself.
  const assets = dev ? compressed(handle) : withStaticAssets(compressed(handle), path.resolve(dir, distDir, "static"));
  const handler = withClientAddress(withEarlyRefusals(withUnreadableActionsRefused(assets)), {
    secret,
    trustedProxies,
  });
  const server = http.createServer(handler);
  server.on("checkContinue", checkContinue(handler));
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
